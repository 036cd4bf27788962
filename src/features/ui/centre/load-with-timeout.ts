/** A page's code did not arrive in time. */
export class PageTimeoutError extends Error {
  constructor() {
    super('page load timed out');
    this.name = 'PageTimeoutError';
  }
}

/** Resolves like `load`, or rejects with PageTimeoutError after `ms`. */
export function loadWithTimeout<T>(load: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageTimeoutError()), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (failure: unknown) => {
        clearTimeout(timer);
        reject(failure);
      },
    );
  });
}
