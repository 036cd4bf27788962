import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideRewardRequest } from '../../../server/modules/promo/rewards';
import { errors, promo, wallet } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import { freePlayToken, fund, type Player, player } from './member-centre-fixtures';

let server: TestServer;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await startServer();
  const rows = await server.ctx.db.selectFrom('promotions').select(['id', 'code']).execute();
  ids = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(() => server.close());

const once = () => ({ headers: { 'Idempotency-Key': randomUUID() } });
const balanceOf = async (who: Player) =>
  (await server.call(wallet.balance, {}, { token: who.token })).body.value!.sumBalance;
const centre = async (who: Player) => {
  const answer = await server.call(
    promo.rewardCenter,
    {},
    {
      token: who.token,
    },
  );
  return Object.fromEntries(answer.body.value!.list.map((item) => [item.code, item.state]));
};
const join = (who: Player, code: string) =>
  server.call(promo.signUpPromotionJoin, { promotionId: ids[code]! }, { token: who.token });
const request = (who: Player, code: string, comment?: string) =>
  server.call(
    promo.signUpRequestReward,
    { promotionId: ids[code]!, ...(comment ? { comment } : {}) },
    { token: who.token, ...once() },
  );
const raffle = (who: Player, code = 'LUCKY_RAFFLE') =>
  server.call(promo.claimRafflePromotion, { promotionId: ids[code]! }, { token: who.token, ...once() });

describe('reward centre', () => {
  it('shows each promotion in the state the member can act on', async () => {
    const amy = await player(server, 'promo_amy');
    expect(await centre(amy)).toEqual({
      WELCOME: 'join',
      RELOAD_REVIEW: 'join',
      LUCKY_RAFFLE: 'claim',
      REFERRAL: 'join',
      SUMMER_2024: 'close',
      GRAND_OPENING: 'coming soon',
    });
    await join(amy, 'WELCOME');
    await join(amy, 'RELOAD_REVIEW');
    await join(amy, 'REFERRAL');
    expect(await centre(amy)).toMatchObject({
      WELCOME: 'claim',
      RELOAD_REVIEW: 'joined',
      REFERRAL: 'joined',
    });
  });

  it('pays a SIGNUP reward once, from the promotions house, and lists it in bonus details', async () => {
    const bea = await player(server, 'promo_bea');
    const early = await request(bea, 'WELCOME');
    expect(early.body.code).toBe(errors.REWARD_NOT_CLAIMABLE.code);
    await join(bea, 'WELCOME');
    const again = await join(bea, 'WELCOME');
    expect(again.body.value?.state).toBe('claim');
    const paid = await request(bea, 'WELCOME');
    expect(paid.body.value).toMatchObject({ state: 'claimed', reward: 5000 });
    const twice = await request(bea, 'WELCOME');
    expect(twice.body.code).toBe(errors.REWARD_ALREADY_CLAIMED.code);
    expect(await balanceOf(bea)).toBe(5000);
    const details = await server.call(promo.bonusDetails, {}, { token: bea.token });
    expect(details.body.value).toMatchObject({
      list: [{ title: 'Welcome bonus', amount: 5000 }],
      totalAmount: 5000,
      total: 1,
    });
    const house = await server.ctx.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('kind', '=', 'house_promotions')
      .executeTakeFirstOrThrow();
    expect(Number(house.balance_minor)).toBeLessThanOrEqual(-5000);
  });

  it('sends a REQUEST reward to review: approval issues and pays it, rejection pays nothing', async () => {
    const cal = await player(server, 'promo_cal');
    const dee = await player(server, 'promo_dee');
    for (const who of [cal, dee]) {
      await join(who, 'RELOAD_REVIEW');
      const applying = await request(who, 'RELOAD_REVIEW', 'weekend play');
      expect(applying.body.value?.state).toBe('applying');
    }
    const entryOf = async (who: Player) =>
      await server.ctx.db
        .selectFrom('promotion_entries')
        .select(['id', 'comment'])
        .where('member_id', '=', who.id)
        .where('promotion_id', '=', ids.RELOAD_REVIEW!)
        .executeTakeFirstOrThrow();
    expect((await entryOf(cal)).comment).toBe('weekend play');
    await decideRewardRequest(server.ctx, (await entryOf(cal)).id, 'approve');
    await decideRewardRequest(server.ctx, (await entryOf(dee)).id, 'reject');
    await expect(decideRewardRequest(server.ctx, (await entryOf(cal)).id, 'approve')).rejects.toMatchObject({
      code: errors.REWARD_NOT_CLAIMABLE.code,
    });
    expect(await centre(cal)).toMatchObject({ RELOAD_REVIEW: 'issued' });
    expect(await centre(dee)).toMatchObject({ RELOAD_REVIEW: 'rejected' });
    expect(await balanceOf(cal)).toBe(10_000);
    expect(await balanceOf(dee)).toBe(0);
  });

  it('pays a raffle prize once per member', async () => {
    const eve = await player(server, 'promo_eve');
    const first = await raffle(eve);
    expect(first.body.value).toMatchObject({ state: 'claimed', reward: 1000 });
    const second = await raffle(eve);
    expect(second.body.code).toBe(errors.REWARD_ALREADY_CLAIMED.code);
    expect(await balanceOf(eve)).toBe(1000);
    const wrongKind = await raffle(eve, 'WELCOME');
    expect(wrongKind.body.code).toBe(errors.REWARD_NOT_CLAIMABLE.code);
  });

  it('refuses closed, future and unknown promotions, bad input and free-play accounts', async () => {
    const fay = await player(server, 'promo_fay');
    expect((await join(fay, 'SUMMER_2024')).body.code).toBe(errors.PROMOTION_NOT_OPEN.code);
    expect((await join(fay, 'GRAND_OPENING')).body.code).toBe(errors.PROMOTION_NOT_OPEN.code);
    expect((await join(fay, 'LUCKY_RAFFLE')).body.code).toBe(errors.PROMOTION_NOT_OPEN.code);
    const unknown = await server.call(
      promo.signUpPromotionJoin,
      { promotionId: 99_999 },
      { token: fay.token },
    );
    expect(unknown.body.code).toBe(errors.NOT_FOUND.code);
    const bad = await server.call(promo.signUpPromotionJoin, { promotionId: 'x' }, { token: fay.token });
    expect(bad.body.code).toBe(errors.INVALID_INPUT.code);
    const long = await request(fay, 'RELOAD_REVIEW', 'x'.repeat(141));
    expect(long.body.code).toBe(errors.INVALID_INPUT.code);
    const guest = await freePlayToken(server);
    const blocked = await server.call(
      promo.claimRafflePromotion,
      { promotionId: ids.LUCKY_RAFFLE! },
      { token: guest, ...once() },
    );
    expect(blocked.body.code).toBe(errors.NEED_REAL_ACCOUNT.code);
  });
});

describe('referral', () => {
  it('gives the invite link and lists only my invitees with their status', async () => {
    const gus = await player(server, 'promo_gus');
    const friend = await player(server, 'friend_one', { recommenderId: gus.id });
    await player(server, 'friend_two', { recommenderId: gus.id });
    await player(server, 'stranger', {});
    await fund(server, friend.mainAccount, 1000, 'deposit');
    const answer = await server.call(promo.referral, {}, { token: gus.token });
    expect(answer.body.value).toMatchObject({
      referralCode: 'promo_gus',
      inviteLink: 'https://play.gamedeck.test/register.html?referralCode=promo_gus',
    });
    const invitees = (answer.body.value as { invitees: { account: string; status: string }[] }).invitees;
    expect(invitees.map((item) => [item.account, item.status]).sort()).toEqual([
      ['fr***ne', 'deposited'],
      ['fr***wo', 'registered'],
    ]);
    const other = await server.call(promo.referral, {}, { token: friend.token });
    expect((other.body.value as { invitees: unknown[] }).invitees).toEqual([]);
  });

  it('answers FEATURE_DISABLED while the REFERRAL promotion is off', async () => {
    const hal = await player(server, 'promo_hal');
    await server.ctx.db
      .updateTable('promotions')
      .set({ enabled: false })
      .where('code', '=', 'REFERRAL')
      .execute();
    try {
      const answer = await server.call(promo.referral, {}, { token: hal.token });
      expect(answer.body.code).toBe(errors.FEATURE_DISABLED.code);
    } finally {
      await server.ctx.db
        .updateTable('promotions')
        .set({ enabled: true })
        .where('code', '=', 'REFERRAL')
        .execute();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('concurrent claims (PostgreSQL)', () => {
  it('pays a raffle and a signup reward once however many claims race', async () => {
    const ivy = await player(server, 'promo_ivy');
    await join(ivy, 'WELCOME');
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => raffle(ivy)),
      ...Array.from({ length: 6 }, () => request(ivy, 'WELCOME')),
    ]);
    const paid = answers.filter((answer) => answer.body.code === 0);
    expect(paid).toHaveLength(2);
    expect(answers.filter((answer) => answer.body.code === errors.REWARD_ALREADY_CLAIMED.code)).toHaveLength(
      10,
    );
    expect(await balanceOf(ivy)).toBe(6000);
  });
});
