/**
 * Opens the payment gateway page in a new window. Called from the member's click (directly or
 * right after the order is created), so browsers allow it; false when a pop-up blocker stopped it.
 */
export function openGatewayWindow(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  // The gateway page gets no handle back to this page.
  opened.opener = null;
  return true;
}
