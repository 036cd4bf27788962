// A client of a running site as the browser talks to it (sealed bodies with one-time nonces,
// idempotency keys), for the cluster's test and bench.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { CompactEncrypt, importJWK } from 'jose';

const wait = (ms) => new Promise((done) => setTimeout(done, ms));

export async function siteClient(base) {
  // Plain HTTP/1.1 over kept-alive sockets: a load generator sharing the machine with the site it
  // measures should cost as little CPU as it can (fetch costs about twice as much per call).
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const { hostname, port } = new URL(base);

  // Nonces handed on answers to encrypted bodies (Replay-Nonce), each taken once, as the browser does; its
  // clients run in parallel here, so a few are kept, the freshest taken first.
  const spareNonces = [];
  const SPARE_NONCE_MS = 60_000;
  const SPARE_NONCES = 64;

  /** Calls the site; a dropped connection (a node died) answers `{ status: 0 }`. */
  function send(path, { method = 'GET', token, body, headers = {} } = {}) {
    return new Promise((done) => {
      const dropped = () => done({ status: 0, code: -1, value: null });
      const call = request(
        {
          agent,
          hostname,
          port,
          path,
          method,
          timeout: 20_000,
          headers: {
            Language: 'en',
            ...(token ? { token } : {}),
            ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
            ...headers,
          },
        },
        (response) => {
          const next = response.headers['replay-nonce'];
          if (typeof next === 'string' && spareNonces.push({ nonce: next, at: Date.now() }) > SPARE_NONCES) {
            spareNonces.shift();
          }
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', dropped);
          response.on('end', () => {
            try {
              const envelope = JSON.parse(Buffer.concat(chunks).toString('utf8'));
              done({ status: response.statusCode, code: envelope.code, value: envelope.value });
            } catch {
              dropped();
            }
          });
        },
      );
      call.on('timeout', () => call.destroy());
      call.on('error', dropped);
      call.end(body);
    });
  }

  const { kid, jwk } = (await send('/wps/system/publicKey')).value;
  const serverKey = await importJWK(jwk, 'RSA-OAEP-256');

  /** A nonce from an earlier answer while fresh, else one asked for; null when none came. */
  async function bodyNonce() {
    for (let spare = spareNonces.pop(); spare; spare = spareNonces.pop()) {
      if (Date.now() - spare.at < SPARE_NONCE_MS) return spare.nonce;
    }
    const asked = await send('/wps/system/nonce', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    return asked.code === 0 ? asked.value.nonce : null;
  }

  /** An encrypted body: a one-time nonce, sealed to the server's key; null when no nonce came. */
  async function sealed(payload) {
    const nonce = await bodyNonce();
    if (nonce === null) return null;
    return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid, nonce })
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
