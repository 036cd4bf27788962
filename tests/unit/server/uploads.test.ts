import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForOperator } from '../../../server/modules/uploads/access';
import { storeUpload, UPLOAD_QUOTA_BYTES } from '../../../server/modules/uploads/store';
import { errors, funds, MAX_PROOF_BYTES, MAX_PROOFS } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import { newPlayer, once, PAY_PASSWORD, readyToWithdraw } from './payments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size: number) => Buffer.concat([PNG_MAGIC, Buffer.alloc(size - PNG_MAGIC.length, 7)]);

const store = (owner: number, bytes: Buffer, contentType = 'image/png', quotaBytes?: number) =>
  storeUpload(
    server.ctx.db,
    { owner, purpose: 'withdrawal_proof', file: { bytes, contentType } },
    new Date(server.clock.now()),
    quotaBytes,
  );

const read = (uploadId: number, token: string) =>
  server.app.inject({ method: 'GET', url: `/wps/uploads/${uploadId}`, headers: { token } });

describe('uploads', () => {
  it('refuses bytes that are not the type they claim, or a type the purpose does not take', async () => {
    const member = await newPlayer(server, 'up_magic');
    const gif = Buffer.from('GIF89a-not-a-png');
    await expect(store(member.id, gif, 'image/png')).rejects.toMatchObject({
      code: errors.PROOF_INVALID.code,
    });
    await expect(store(member.id, gif, 'image/gif')).rejects.toMatchObject({
      code: errors.PROOF_INVALID.code,
    });
    await expect(store(member.id, png(64), 'image/jpeg')).rejects.toMatchObject({
      code: errors.PROOF_INVALID.code,
    });
  });

  it('refuses a file over the purpose size', async () => {
    const member = await newPlayer(server, 'up_large');
    await expect(store(member.id, png(MAX_PROOF_BYTES + 1))).rejects.toMatchObject({
      code: errors.BODY_TOO_LARGE.code,
    });
  });

  it('refuses a file that would take the member over their quota; other members keep theirs', async () => {
    // A member can always keep the proofs of one disputed match.
    expect(UPLOAD_QUOTA_BYTES).toBeGreaterThanOrEqual(MAX_PROOFS * MAX_PROOF_BYTES);
    const quota = 1000;
    const member = await newPlayer(server, 'up_quota');
    await store(member.id, png(400), 'image/png', quota);
    await store(member.id, png(400), 'image/png', quota);
    await expect(store(member.id, png(201), 'image/png', quota)).rejects.toMatchObject({
      code: errors.UPLOAD_QUOTA_EXCEEDED.code,
    });
    expect(await store(member.id, png(200), 'image/png', quota)).toBeGreaterThan(0);
    const other = await newPlayer(server, 'up_quota_other');
    expect(await store(other.id, png(400), 'image/png', quota)).toBeGreaterThan(0);
  });

  it('serves a file to its owner only, as stored, under its checked type and never sniffed', async () => {
    const owner = await newPlayer(server, 'up_owner');
    const stranger = await newPlayer(server, 'up_stranger');
    const bytes = png(256);
    const uploadId = await store(owner.id, bytes);

    const own = await read(uploadId, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(bytes)).toBe(true);

    const other = await read(uploadId, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(errors.NOT_FOUND.code);
    expect(other.rawPayload.includes(bytes)).toBe(false);
    const nobody = await server.app.inject({ method: 'GET', url: `/wps/uploads/${uploadId}` });
    expect(nobody.json().code).toBe(errors.NOT_LOGGED_IN.code);
    expect((await read(uploadId + 1_000_000, owner.token)).json().code).toBe(errors.NOT_FOUND.code);

    // The operator reads any member's file through its own access function.
    expect((await uploadForOperator(server.ctx.db, uploadId)).bytes.equals(bytes)).toBe(true);
  });

  it('keeps withdrawal proofs as uploads owned by the withdrawer', async () => {
    const withdrawer = await newPlayer(server, 'up_withdrawer', 1_000_000);
    await readyToWithdraw(server, withdrawer.token, 'Upload Owner');
    const requested = await server.call(
      funds.createWithdrawal,
      { amount: 300_000, paymentPassword: PAY_PASSWORD },
      { token: withdrawer.token, headers: once() },
    );
    const depositor = await newPlayer(server, 'up_depositor');
    const order = await server.call(
      funds.createDeposit,
      { channel: 'BANK', amount: 100_000 },
      { token: depositor.token, headers: once() },
    );
    expect(order.body.code).toBe(0);
    const view = await server.call(
      funds.getWithdrawal,
      { withdrawalNo: requested.body.value!.withdrawalNo },
      { token: withdrawer.token },
    );
    const matchId = view.body.value!.matches[0]!.matchId;
    const bytes = png(128);
    const sent = await server.app.inject({
      method: 'POST',
      url: `${funds.uploadProof.path}?matchId=${matchId}`,
      payload: bytes,
      headers: { 'content-type': 'image/png', token: withdrawer.token },
    });
    expect(sent.json().code).toBe(0);
    const proof = await server.ctx.db
      .selectFrom('withdrawal_proofs')
      .innerJoin('uploads', 'uploads.id', 'withdrawal_proofs.upload_id')
      .select(['uploads.id', 'uploads.owner_id', 'uploads.purpose'])
      .where('withdrawal_proofs.id', '=', sent.json().value.proofId)
      .executeTakeFirstOrThrow();
    expect(proof).toMatchObject({ owner_id: withdrawer.id, purpose: 'withdrawal_proof' });
    expect((await read(proof.id, withdrawer.token)).rawPayload.equals(bytes)).toBe(true);
    expect((await read(proof.id, depositor.token)).statusCode).toBe(404);
  });
});
