import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUpload } from '../../../server/modules/uploads/store';
import { errors, promo, system, wallet } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import { type Player, player } from './member-centre-fixtures';

let server: TestServer;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await startServer();
  const rows = await server.ctx.db.selectFrom('promotions').select(['id', 'code']).execute();
  ids = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(() => server.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);

const upload = async (who: Player, bytes: Buffer, type: string, code = 'RELOAD_REVIEW') => {
  const response = await server.app.inject({
    method: 'POST',
    url: `${promo.applicationImage.path}?promotionId=${ids[code]}`,
    payload: bytes,
    headers: { 'content-type': type, token: who.token },
  });
  return response.json() as { code: number; value: { uploadId: number } | null };
};
const apply = (who: Player, body: Record<string, unknown>, code = 'RELOAD_REVIEW') =>
  server.call(
    promo.signUpRequestReward,
    { promotionId: ids[code]!, ...body },
    { token: who.token, headers: { 'Idempotency-Key': randomUUID() } },
  );
const applicationOf = async (who: Player) =>
  (await server.call(promo.application, { promotionId: ids.RELOAD_REVIEW! }, { token: who.token })).body;
const balanceOf = async (who: Player) =>
  (await server.call(wallet.balance, {}, { token: who.token })).body.value!.sumBalance;
const decide = (id: string, action: string, remark = '') =>
  server.ctx.decisions.decide(
    server.ctx.db,
    'promotion_application',
    { id, action, remark, at: new Date(server.clock.now()) },
    { operator: 'test', ip: '127.0.0.1' },
  );
const pendingIds = async () =>
  (await server.ctx.decisions.pending(server.ctx.db))
    .find((section) => section.kind === 'promotion_application')!
    .items.map((item) => item);

describe('promotion announcements', () => {
  it('answers the promotions (PR) with the promotion they present, their category and artwork', async () => {
    const answer = await server.call(system.announcements, { types: 'PR' }, { headers: { Language: 'es' } });
    const list = answer.body.value!.promotion;
    expect(list.map((item) => [item.title, item.category, item.promotionId])).toEqual([
      ['Bono de bienvenida', 'welcome', ids.WELCOME],
      ['Recarga de fin de semana', 'deposit', ids.RELOAD_REVIEW],
      ['Sorteo de la suerte', 'raffle', ids.LUCKY_RAFFLE],
    ]);
    // Grand opening starts in 2030: not live yet, so not listed.
    expect(list[1]!.imageUrl).toMatch(/\/assets\/banners\/promo_reload\.svg\?lang=es$/);
    expect(list[1]!.content).toContain('<ul>');
  });
});

describe('applications to a REQUEST promotion', () => {
  it('applies with a comment and two images, shown back; the operator grants it and the bonus is paid once', async () => {
    const ann = await player(server, 'app_ann');
    await server.call(promo.signUpPromotionJoin, { promotionId: ids.RELOAD_REVIEW! }, { token: ann.token });
    expect((await applicationOf(ann)).value).toBeNull();
    const first = await upload(ann, PNG, 'image/png');
    const second = await upload(ann, JPEG, 'image/jpeg');
    const images = [first.value!.uploadId, second.value!.uploadId];
    const applied = await apply(ann, { comment: '  Deposits of Saturday and Sunday ', images });
    expect(applied.body.value?.state).toBe('applying');
    const shown = await applicationOf(ann);
    expect(shown.value).toMatchObject({
      state: 'applying',
      comment: 'Deposits of Saturday and Sunday',
      images,
      remark: null,
      decidedAt: null,
    });
    // The member reads their images back with their token.
    const image = await server.app.inject({
      method: 'GET',
      url: `/wps/uploads/${images[1]}`,
      headers: { token: ann.token },
    });
    expect(image.headers['content-type']).toBe('image/jpeg');

    const pending = (await pendingIds()).find((item) => item.details.member === 'app_ann')!;
    expect(pending.details).toMatchObject({ comment: 'Deposits of Saturday and Sunday', images: 2 });
    const outcome = await decide(pending.id, 'approve');
    expect(outcome.after).toMatchObject({ state: 'issued', amountMinor: 10_000 });
    await expect(decide(pending.id, 'approve')).rejects.toMatchObject({
      code: errors.REWARD_NOT_CLAIMABLE.code,
    });
    await expect(decide(pending.id, 'reject', 'late')).rejects.toMatchObject({
      code: errors.REWARD_NOT_CLAIMABLE.code,
    });
    expect(await balanceOf(ann)).toBe(10_000);
    expect((await applicationOf(ann)).value).toMatchObject({
      state: 'issued',
      decidedAt: expect.any(String),
    });
    const audit = await server.ctx.db
      .selectFrom('operator_audit')
      .selectAll()
      .where('kind', '=', 'promotion_application')
      .where('subject_id', '=', pending.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('pays a granted bonus once even when two decisions race', async () => {
    const bea = await player(server, 'app_bea');
    await server.call(promo.signUpPromotionJoin, { promotionId: ids.RELOAD_REVIEW! }, { token: bea.token });
    await apply(bea, { comment: 'race' });
    const pending = (await pendingIds()).find((item) => item.details.member === 'app_bea')!;
    const results = await Promise.allSettled([decide(pending.id, 'approve'), decide(pending.id, 'approve')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(bea)).toBe(10_000);
    // One ledger transfer under the reward's own key: house to the member's main wallet, summing to zero.
    const transfers = await server.ctx.db
      .selectFrom('ledger_transfers')
      .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
      .select(['ledger_transfers.id', 'ledger_transfers.kind', 'ledger_entries.amount_minor'])
      .where('ledger_transfers.idempotency_key', '=', `promotion:${ids.RELOAD_REVIEW}:member:${bea.id}`)
      .execute();
    expect(new Set(transfers.map((row) => row.id)).size).toBe(1);
    expect(transfers.every((row) => row.kind === 'bonus')).toBe(true);
    expect(transfers.map((row) => Number(row.amount_minor)).sort((a, b) => a - b)).toEqual([-10_000, 10_000]);
  });

  it('rejects with the operator’s reason shown back, and pays nothing', async () => {
    const cat = await player(server, 'app_cat');
    await server.call(promo.signUpPromotionJoin, { promotionId: ids.RELOAD_REVIEW! }, { token: cat.token });
    await apply(cat, {});
    const pending = (await pendingIds()).find((item) => item.details.member === 'app_cat')!;
    await expect(decide(pending.id, 'reject', '')).rejects.toMatchObject({ code: errors.INVALID_INPUT.code });
    await decide(pending.id, 'reject', 'No deposits this weekend');
    expect((await applicationOf(cat)).value).toMatchObject({
      state: 'rejected',
      remark: 'No deposits this weekend',
    });
    expect(await balanceOf(cat)).toBe(0);
  });

  it('checks every image: type by magic bytes, size, another member’s or a used image, at most three', async () => {
    const dan = await player(server, 'app_dan');
    const eve = await player(server, 'app_eve');
    expect((await upload(dan, GIF, 'image/png')).code).toBe(errors.APPLICATION_IMAGE_INVALID.code);
    expect((await upload(dan, PNG, 'image/gif')).code).toBe(errors.APPLICATION_IMAGE_INVALID.code);
    expect((await upload(dan, JPEG, 'image/png')).code).toBe(errors.APPLICATION_IMAGE_INVALID.code);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(dan, big, 'image/png')).code).toBe(errors.BODY_TOO_LARGE.code);
    // Images belong to REQUEST promotions only.
    expect((await upload(dan, PNG, 'image/png', 'WELCOME')).code).toBe(errors.REWARD_NOT_CLAIMABLE.code);

    const evesImage = (await upload(eve, PNG, 'image/png')).value!.uploadId;
    const own = await Promise.all(
      [1, 2, 3, 4].map(async () => (await upload(dan, PNG, 'image/png')).value!.uploadId),
    );
    await server.call(promo.signUpPromotionJoin, { promotionId: ids.RELOAD_REVIEW! }, { token: dan.token });
    const tooMany = await apply(dan, { images: own });
    expect(tooMany.body.code).toBe(errors.INVALID_INPUT.code);
    const others = await apply(dan, { images: [own[0], evesImage] });
    expect(others.body.code).toBe(errors.APPLICATION_IMAGE_UNKNOWN.code);
    const twice = await apply(dan, { images: [own[0], own[0]] });
    expect(twice.body.code).toBe(errors.APPLICATION_IMAGE_UNKNOWN.code);
    const long = await apply(dan, { comment: 'x'.repeat(141) });
    expect(long.body.code).toBe(errors.INVALID_INPUT.code);
    // Nothing moved: the application can still be sent, and then its images cannot serve again.
    expect((await apply(dan, { images: own.slice(0, 3) })).body.value?.state).toBe('applying');
    await server.call(promo.signUpPromotionJoin, { promotionId: ids.RELOAD_REVIEW! }, { token: eve.token });
    const reused = await apply(eve, { images: [own[0]] });
    expect(reused.body.code).toBe(errors.APPLICATION_IMAGE_UNKNOWN.code);
    // A SIGNUP claim carries no images.
    await server.call(promo.signUpPromotionJoin, { promotionId: ids.WELCOME! }, { token: eve.token });
    const signup = await apply(eve, { images: [evesImage] }, 'WELCOME');
    expect(signup.body.code).toBe(errors.INVALID_INPUT.code);
  });

  it('counts application images in the member’s upload quota', async () => {
    const fay = await player(server, 'app_fay');
    const store = (quotaBytes: number) =>
      storeUpload(
        server.ctx.db,
        { owner: fay.id, purpose: 'promotion_application', file: { bytes: PNG, contentType: 'image/png' } },
        new Date(server.clock.now()),
        quotaBytes,
      );
    await store(PNG.length * 2);
    await store(PNG.length * 2);
    await expect(store(PNG.length * 2)).rejects.toMatchObject({ code: errors.UPLOAD_QUOTA_EXCEEDED.code });
  });
});
