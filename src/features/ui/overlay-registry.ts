/**
 * Exactly one element on a page renders the global overlays (notices, login popup, forced
 * password change, session-ended notice): the first connected element claims the role and
 * hands it on when it leaves. Kept on globalThis so two bundles on one page agree.
 */
interface OverlayRegistry {
  candidates: HTMLElement[];
  listeners: Set<() => void>;
}

const globalKey = '__gamedeckOverlayRegistry';

function registry(): OverlayRegistry {
  const holder = globalThis as unknown as Record<string, OverlayRegistry | undefined>;
  holder[globalKey] ??= { candidates: [], listeners: new Set() };
  return holder[globalKey];
}

function notify(): void {
  for (const listener of registry().listeners) listener();
}

export function claimOverlays(element: HTMLElement): void {
  const reg = registry();
  if (!reg.candidates.includes(element)) {
    reg.candidates.push(element);
    notify();
  }
}

export function releaseOverlays(element: HTMLElement): void {
  const reg = registry();
  const index = reg.candidates.indexOf(element);
  if (index >= 0) {
    reg.candidates.splice(index, 1);
    notify();
  }
}

export function overlayOwner(): HTMLElement | null {
  return registry().candidates.find((el) => el.isConnected) ?? null;
}

export function subscribeOverlayOwner(listener: () => void): () => void {
  const reg = registry();
  reg.listeners.add(listener);
  return () => reg.listeners.delete(listener);
}
