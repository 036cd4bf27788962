/**
 * Fullscreen with the prefixed WebKit API too (older Safari), and a way to tell when the
 * browser has none (iPhone Safari has no element fullscreen): the frame then falls back
 * to a fixed full-viewport overlay.
 */
type WebkitElement = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };
type WebkitDocument = Document & {
  webkitFullscreenEnabled?: boolean;
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
};

export function canGoFullscreen(element: HTMLElement): boolean {
  const doc = document as WebkitDocument;
  const enabled = doc.fullscreenEnabled ?? doc.webkitFullscreenEnabled ?? false;
  const el = element as WebkitElement;
  return (
    enabled &&
    (typeof el.requestFullscreen === 'function' || typeof el.webkitRequestFullscreen === 'function')
  );
}

/** Asks for real fullscreen; false when the browser refused or cannot. */
export async function requestFullscreen(element: HTMLElement): Promise<boolean> {
  if (!canGoFullscreen(element)) return false;
  const el = element as WebkitElement;
  try {
    if (typeof el.requestFullscreen === 'function') await el.requestFullscreen({ navigationUI: 'hide' });
    else await el.webkitRequestFullscreen?.();
    return true;
  } catch {
    return false;
  }
}

/** Whether `element` is the page's fullscreen element (an element in a shadow root included). */
export function isFullscreen(element: HTMLElement | null): boolean {
  if (!element) return false;
  const root = element.getRootNode() as ShadowRoot | Document;
  const doc = document as WebkitDocument;
  const current =
    ('fullscreenElement' in root ? root.fullscreenElement : null) ?? doc.webkitFullscreenElement ?? null;
  return current === element;
}

export function exitFullscreen(): void {
  const doc = document as WebkitDocument;
  if (doc.fullscreenElement) void doc.exitFullscreen().catch(() => undefined);
  else if (doc.webkitFullscreenElement) void doc.webkitExitFullscreen?.();
}

export function onFullscreenChange(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  document.addEventListener('webkitfullscreenchange', listener);
  return () => {
    document.removeEventListener('fullscreenchange', listener);
    document.removeEventListener('webkitfullscreenchange', listener);
  };
}
