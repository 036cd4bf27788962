import { booleanFromAttribute } from './boolean-attribute';
import { emit } from './events';

/**
 * A modal element closing itself (Escape, its close button, a finished form, a page it may not
 * show): `open` goes back to "false" and `gd-close` tells the host, whose own "is open" state
 * would otherwise stay stale. Nothing happens when it is already closed.
 */
export function closeSelf(host: HTMLElement): void {
  if (!booleanFromAttribute(host.getAttribute('open'))) return;
  host.setAttribute('open', 'false');
  emit(host, 'gd-close', {});
}
