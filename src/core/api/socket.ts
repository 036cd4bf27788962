import { endpointUrl } from './url';

// What every browser socket of the server (live chat, rooms, the live channel) shares.

/** Waits before reconnecting after a dropped socket: 1 s, 2 s, 4 s … up to 30 s. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/** The WebSocket address of a server path (`ws:`/`wss:` as the API's own), with a one-time ticket when given. */
export function socketUrl(apiBase: string, path: string, ticket: string | null): string {
  const address = new URL(endpointUrl(apiBase, path), location.href);
  address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:';
  if (ticket) address.searchParams.set('ticket', ticket);
  return address.toString();
}
