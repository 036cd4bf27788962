// A client of a running site as the browser talks to it (sealed bodies with one-time nonces,
// idempotency keys), for the cluster's test and bench.
import { randomUUID } from 'node:crypto';
import { CompactEncrypt, importJWK } from 'jose';

const wait = (ms) => new Promise((done) => setTimeout(done, ms));

export async function siteClient(base) {
  /** Calls the site; a dropped connection (a node died) answers `{ status: 0 }`. */
  async function send(path, { method = 'GET', token, body, headers = {} } = {}) {
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { Language: 'en', ...(token ? { token } : {}), ...headers },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(20_000),
      });
      const envelope = await response.json();
      return { status: response.status, code: envelope.code, value: envelope.value };
    } catch {
      return { status: 0, code: -1, value: null };
    }
  }

  const { kid, jwk } = (await send('/wps/system/publicKey')).value;
  const serverKey = await importJWK(jwk, 'RSA-OAEP-256');

  /** An encrypted body: a fresh one-time nonce, sealed to the server's key; null when no nonce came. */
  async function sealed(payload) {
    const nonce = await send('/wps/system/nonce', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    if (nonce.code !== 0) return null;
    return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid, nonce: nonce.value.nonce })
      .encrypt(serverKey);
  }

  async function signIn(username, password = 'Demo1234') {
    const body = await sealed({ type: 'username', username, password, site: 'member' });
    const answer = await send('/wps/session/login', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/jose' },
    });
    if (answer.code !== 0) throw new Error(`sign-in of ${username} failed: ${answer.status} ${answer.code}`);
    return answer.value.token;
  }

  /**
   * One wallet transfer, retried with the same idempotency key until it has a definitive answer:
   * no answer (a node died), a server error or the key still held by a run in flight are retried.
   * `onRetry` counts the retries.
   */
  async function transfer(token, { direction, vendorCode, amount }, onRetry = () => {}) {
    const key = randomUUID();
    let last = null;
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const body = await sealed({ direction, vendorCode, amount });
      if (body) {
        const answer = await send('/wps/relay/GCS_walletTransfer', {
          method: 'POST',
          token,
          body,
          headers: { 'content-type': 'application/jose', 'Idempotency-Key': key },
        });
        const again = answer.status === 0 || answer.status >= 500 || answer.value?.inProgress === true;
        if (!again) return answer;
        last = answer;
      } else last = 'no nonce';
      onRetry();
      await wait(250);
    }
    throw new Error(`transfer ${key} got no answer: last ${JSON.stringify(last)}`);
  }

  return { send, sealed, signIn, transfer };
}
