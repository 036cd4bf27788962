/** A file that was on its way when the worker took over is in the list once it has arrived: sent again then. */
const RESEND_AFTER_MS = 10_000;

/**
 * Registers the site's service worker (/sw.js) once the page has loaded, in a built site on a secure origin.
 * When it takes the page over, the page hands it the files it loaded before (they came from the network, not
 * through the worker), so the first page opens offline too.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !isSecureContext) return;
  const { serviceWorker } = navigator;
  const sendLoadedFiles = () => {
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    serviceWorker.controller?.postMessage({ type: 'cache-loaded', urls });
  };
  if (!serviceWorker.controller) {
    serviceWorker.addEventListener(
      'controllerchange',
      () => {
        sendLoadedFiles();
        setTimeout(sendLoadedFiles, RESEND_AFTER_MS);
      },
      { once: true },
    );
  }
  const register = () =>
    serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .catch((error: unknown) => console.warn('service worker not registered', error));
  // In a task of its own after the load, not inside the task that ends the page's start-up.
  const registerSoon = () => setTimeout(register, 0);
  if (document.readyState === 'complete') registerSoon();
  else window.addEventListener('load', registerSoon, { once: true });
}
