import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSource } from '../../../server/db/connection';
import { BODY_NONCE_SECONDS, issueBodyNonce, USED_NONCE_SWEEP_JOB } from '../../../server/http/body-nonces';
import { generateJweKeys } from '../../../server/http/jwe';
import { sha256 } from '../../../server/security/tokens';
import { auth, errors, headers, system, wallet } from '../../../src/core/contract';
import { startServer, type TestServer, testDatabase } from './harness';
import { newPlayer } from './payments-fixtures';

/** Both nodes close the database they share when they stop: the second close must be a no-op. */
function closesOnce(database: DatabaseSource): void {
  const source = database as unknown as Record<'close' | 'end', (() => Promise<void>) | undefined>;
  const method = source.close ? 'close' : 'end';
  const close = source[method]!.bind(database);
  let closing: Promise<void> | undefined;
  source[method] = () => {
    closing ??= close();
    return closing;
  };
}

let nodeA: TestServer;
let nodeB: TestServer;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  // Two nodes on one database, as behind a load balancer.
  const { database, drop } = await testDatabase();
  dropDatabase = drop;
  closesOnce(database);
  nodeA = await startServer({ database });
  nodeB = await startServer({ database, jwe: nodeA.ctx.jwe });
});
afterAll(async () => {
  await nodeB.close();
  await nodeA.close();
  await dropDatabase();
});

const signIn = { type: 'username', username: 'demo_player', password: 'Demo1234' };

const post = (node: TestServer, sealed: string, remoteAddress?: string) =>
  node.app.inject({
    method: 'POST',
    url: auth.login.path,
    headers: { 'content-type': 'application/jose' },
    payload: sealed,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const replayNonce = (response: { headers: Record<string, unknown> }) =>
  response.headers[headers.replayNonce.toLowerCase()] as string | undefined;

describe('one-time nonces in encrypted bodies', () => {
  it('signs in once with a body, and refuses the same body sent again', async () => {
    const sealed = await nodeA.encrypt(signIn, await nodeA.bodyNonce());
    const first = await post(nodeA, sealed);
    expect(first.json().code).toBe(0);
    const replayed = await post(nodeA, sealed);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe(errors.BODY_NONCE_INVALID.code);
    expect(replayed.json().message).toBe('err_body_nonce_invalid');
  });

  it('refuses a replay on another node, and takes a nonce another node handed out', async () => {
    const sealed = await nodeA.encrypt(signIn, await nodeB.bodyNonce());
    expect((await post(nodeA, sealed)).json().code).toBe(0);
    expect((await post(nodeB, sealed)).json().code).toBe(errors.BODY_NONCE_INVALID.code);
  });

  it('refuses a body without a nonce, with a made-up one, and with an expired one', async () => {
    const without = await post(nodeA, await nodeA.encrypt(signIn));
    expect(without.json().code).toBe(errors.BODY_NONCE_INVALID.code);
    const madeUp = await post(nodeA, await nodeA.encrypt(signIn, 'x'.repeat(43)));
    expect(madeUp.json().code).toBe(errors.BODY_NONCE_INVALID.code);
    const nonce = await nodeA.bodyNonce();
    nodeA.clock.advance(BODY_NONCE_SECONDS * 1000);
    const late = await post(nodeA, await nodeA.encrypt(signIn, nonce));
    expect(late.json().code).toBe(errors.BODY_NONCE_INVALID.code);
  });

  it('refuses a nonce with any byte altered, and one signed by another server', async () => {
    const nonce = Buffer.from(await nodeA.bodyNonce(), 'base64url');
    for (const index of [0, 7, 12, nonce.length - 1]) {
      const altered = Buffer.from(nonce);
      altered[index]! ^= 1;
      const sealed = await nodeA.encrypt(signIn, altered.toString('base64url'));
      expect((await post(nodeA, sealed)).json().code).toBe(errors.BODY_NONCE_INVALID.code);
    }
    const otherServer = { ...nodeA.ctx, jwe: (await generateJweKeys()).keys };
    const foreign = (await issueBodyNonce(otherServer, '203.0.113.9')).nonce;
    expect((await post(nodeA, await nodeA.encrypt(signIn, foreign))).json().code).toBe(
      errors.BODY_NONCE_INVALID.code,
    );
    // The untouched nonce still signs in: only the altered ones were refused.
    expect((await post(nodeA, await nodeA.encrypt(signIn, nonce.toString('base64url')))).json().code).toBe(0);
  });

  it('answers the very same keyed body resent to another node with its one outcome, and nothing else with a used nonce', async () => {
    // A balancer resends a request whose node died after committing: same bytes, same nonce, same key.
    const member = await newPlayer(nodeA, `resent_${randomUUID().slice(0, 8)}`, 10_000);
    const key = randomUUID();
    const transfer = { direction: 'toVendor', vendorCode: 'DS88', amount: 2_500 };
    const sealed = await nodeA.encrypt(transfer, await nodeA.bodyNonce());
    const send = (node: TestServer, idempotencyKey: string, payload = sealed) =>
      node.app.inject({
        method: 'POST',
        url: wallet.walletTransfer.path,
        headers: {
          'content-type': 'application/jose',
          token: member.token,
          'Idempotency-Key': idempotencyKey,
        },
        payload,
      });
    const first = await send(nodeA, key);
    expect(first.json().code).toBe(0);
    const resent = await send(nodeB, key);
    expect(resent.statusCode).toBe(200);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.json()).toEqual(first.json());
    const wallets = (await nodeB.call(wallet.merchantWallet, {}, { token: member.token })).body.value;
    expect(wallets?.mainBalance).toBe(7_500);
    expect(wallets?.sumBalance).toBe(10_000);

    // The same bytes under another key, or another body under the same key with a used nonce: refused.
    expect((await send(nodeB, randomUUID())).json().code).toBe(errors.BODY_NONCE_INVALID.code);
    const other = await nodeA.encrypt({ ...transfer, amount: 2_501 }, await nodeA.bodyNonce());
    expect((await send(nodeA, randomUUID(), other)).json().code).toBe(0);
    expect((await send(nodeB, key, other)).json().code).toBe(errors.BODY_NONCE_INVALID.code);
  });

  it('refuses a keyed body with a used or made-up nonce without taking its key, which then moves money once', async () => {
    const member = await newPlayer(nodeA, `keyed_${randomUUID().slice(0, 8)}`, 10_000);
    const key = randomUUID();
    const send = async (nonce: string) =>
      nodeA.app.inject({
        method: 'POST',
        url: wallet.walletTransfer.path,
        headers: { 'content-type': 'application/jose', token: member.token, 'Idempotency-Key': key },
        payload: await nodeA.encrypt({ direction: 'toVendor', vendorCode: 'DS88', amount: 1_000 }, nonce),
      });
    const used = await nodeA.bodyNonce();
    expect((await post(nodeA, await nodeA.encrypt(signIn, used))).json().code).toBe(0);
    expect((await send(used)).json().code).toBe(errors.BODY_NONCE_INVALID.code);
    expect((await send('x'.repeat(54))).json().code).toBe(errors.BODY_NONCE_INVALID.code);
    const first = await send(await nodeA.bodyNonce());
    expect(first.json().code).toBe(0);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const wallets = (await nodeB.call(wallet.merchantWallet, {}, { token: member.token })).body.value;
    expect(wallets?.mainBalance).toBe(9_000);
  });

  it('keeps a used nonce refused until it expires, then sweeps it from the database', async () => {
    const nonce = await nodeA.bodyNonce();
    const sealed = await nodeA.encrypt(signIn, nonce);
    expect((await post(nodeA, sealed)).json().code).toBe(0);
    const kept = () =>
      nodeA.ctx.db
        .selectFrom('used_body_nonces')
        .select('nonce_hash')
        .where('nonce_hash', '=', sha256(nonce))
        .execute();
    expect(await nodeA.ctx.scheduler.runNow(USED_NONCE_SWEEP_JOB)).toBe(true);
    expect(await kept()).toHaveLength(1);
    expect((await post(nodeB, sealed)).json().code).toBe(errors.BODY_NONCE_INVALID.code);
    // Well past its expiry (and the margin for clocks behind): no longer kept, and still refused.
    nodeA.clock.advance((BODY_NONCE_SECONDS + 120) * 1000);
    expect(await nodeA.ctx.scheduler.runNow(USED_NONCE_SWEEP_JOB)).toBe(true);
    expect(await kept()).toHaveLength(0);
    expect((await post(nodeA, sealed)).json().code).toBe(errors.BODY_NONCE_INVALID.code);
  });

  it('hands the next nonce on the answer to an encrypted body, a refusal too, and each is taken once', async () => {
    const first = await post(nodeA, await nodeA.encrypt(signIn, await nodeA.bodyNonce()));
    expect(first.json().code).toBe(0);
    const next = replayNonce(first);
    expect(next).toMatch(/^[\w-]{43,}$/);
    // Refused (a made-up nonce): its answer still carries a fresh one.
    const refused = await post(nodeA, await nodeA.encrypt(signIn, 'x'.repeat(43)));
    expect(refused.json().code).toBe(errors.BODY_NONCE_INVALID.code);
    const afterRefusal = replayNonce(refused);
    expect(afterRefusal).toBeDefined();
    expect(new Set([next, afterRefusal]).size).toBe(2);
    // The handed nonce signs in on either node, once.
    const sealed = await nodeA.encrypt(signIn, next);
    expect((await post(nodeB, sealed)).json().code).toBe(0);
    expect((await post(nodeA, sealed)).json().code).toBe(errors.BODY_NONCE_INVALID.code);
    expect((await post(nodeA, await nodeA.encrypt(signIn, afterRefusal))).json().code).toBe(0);
    // A plain JSON answer carries none.
    const plain = await nodeA.app.inject({
      method: 'POST',
      url: system.bodyNonce.path,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(replayNonce(plain)).toBeUndefined();
  });

  it('counts the nonces on answers with the ones asked for: past the limit an answer carries none', async () => {
    const ip = '203.0.113.77';
    const ask = () =>
      nodeA.app.inject({
        method: 'POST',
        url: system.bodyNonce.path,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
        remoteAddress: ip,
      });
    // Whatever the answer (a sign-in from a new address may ask for verification), it counts and carries one.
    const nonce = (await ask()).json().value.nonce as string;
    const withNext = await post(nodeA, await nodeA.encrypt(signIn, nonce), ip);
    expect(replayNonce(withNext)).toBeDefined();
    let handed = 2;
    while ((await ask()).json().code === 0) handed += 1;
    expect(handed).toBe(300);
    const atLimit = await post(nodeA, await nodeA.encrypt(signIn, replayNonce(withNext)), ip);
    expect(atLimit.json().code).not.toBe(errors.BODY_NONCE_INVALID.code);
    expect(replayNonce(atLimit)).toBeUndefined();
  });
});
