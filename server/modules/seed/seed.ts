import { MemberType } from '../../../src/core/contract/member-types';
import type { Brand } from '../../config/brand';
import { inTransaction } from '../../db/transaction';
import { hashPassword } from '../../security/passwords';
import { addToTree } from '../auth/member-tree';
import type { NewMember } from '../auth/tables';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import { seedAnnouncements, seedCountries } from './seed-data';

export const DEMO_PASSWORD = 'Demo1234';
/** Seeded accounts know the loopback addresses, so local logins pass without a challenge. */
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
const PLAYER_SEED_MINOR = 1_000_000;

async function insertMember(trx: Db, values: Omit<NewMember, 'username_lower' | 'profile'>, at: Date) {
  const member = await trx
    .insertInto('members')
    .values({ ...values, username_lower: values.username.toLowerCase(), profile: '{}' })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  await addToTree(trx, member.id, values.upline_id ?? null);
  await trx
    .insertInto('known_ips')
    .values(LOOPBACK.map((ip) => ({ member_id: member.id, ip, created_at: at })))
    .execute();
  await accountFor(trx, member.id, 'player_main', at);
  return member.id;
}

/** Seeds the brand, countries, announcements and demo accounts once, on an empty database. */
export async function seedIfEmpty(db: Db, brand: Brand, at: Date): Promise<boolean> {
  const seeded = await db
    .selectFrom('brand_settings')
    .select('key')
    .where('key', '=', 'brand')
    .executeTakeFirst();
  if (seeded) return false;

  const [demoHash, defaultHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(brand.defaultPassword),
  ]);

  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('brand_settings')
      .values({ key: 'brand', value: JSON.stringify(brand) })
      .execute();
    await trx
      .insertInto('countries')
      .values(
        seedCountries.map(([code, dialing, name], sort) => ({
          country_code: code,
          country_dialing_code: dialing,
          name,
          sort,
        })),
      )
      .execute();
    await trx
      .insertInto('announcements')
      .values(
        seedAnnouncements.map((item, sort) => ({
          type: item.type,
          group_name: item.group,
          title: item.title,
          content: item.content,
          image_path: item.imagePath,
          link: item.link,
          start_time: new Date(at.getTime() - 86_400_000),
          end_time: null,
          sort,
          translations: JSON.stringify(item.translations),
        })),
      )
      .execute();

    const common = { password_changed_at: at, created_at: at, first_time_login: false };
    const agentId = await insertMember(
      trx,
      {
        ...common,
        username: 'demo_agent',
        password_hash: demoHash,
        type: MemberType.agent,
        affiliate_code: 'DEMOAGENT',
        mobile_num: null,
        country_dialing_code: null,
        email: 'agent@demo.gamedeck.test',
        nickname: 'Demo Agent',
        totp_secret: null,
        bank_account_name: null,
        upline_id: null,
        recommender_id: null,
        last_login_at: null,
        last_login_ip: null,
        registration_ip: null,
      },
      at,
    );
    const playerId = await insertMember(
      trx,
      {
        ...common,
        username: 'demo_player',
        password_hash: demoHash,
        type: MemberType.member,
        affiliate_code: null,
        mobile_num: '9171234567',
        country_dialing_code: '+63',
        email: 'player@demo.gamedeck.test',
        nickname: 'Demo Player',
        totp_secret: null,
        bank_account_name: 'Demo Player',
        upline_id: agentId,
        recommender_id: null,
        last_login_at: null,
        last_login_ip: null,
        registration_ip: null,
      },
      at,
    );
    const base = {
      affiliate_code: null,
      mobile_num: null,
      country_dialing_code: null,
      email: null,
      nickname: null,
      totp_secret: null,
      bank_account_name: null,
      upline_id: agentId,
      recommender_id: null,
      last_login_at: null,
      last_login_ip: null,
      registration_ip: null,
      password_changed_at: at,
      created_at: at,
    };
    await insertMember(
      trx,
      { ...base, username: 'demo_fresh', password_hash: defaultHash, type: MemberType.member },
      at,
    );
    await insertMember(
      trx,
      {
        ...base,
        username: 'demo_affiliate',
        password_hash: demoHash,
        type: MemberType.affiliateAgent,
        agent_site_only: true,
      },
      at,
    );

    const houseSeed = await accountFor(trx, null, 'house_seed', at);
    await accountFor(trx, null, 'house_freeplay', at);
    const playerMain = await accountFor(trx, playerId, 'player_main', at);
    await transfer(trx, {
      idempotencyKey: 'seed:demo_player',
      kind: 'seed',
      memo: 'Opening balance of the demo player',
      legs: [
        { accountId: houseSeed, amountMinor: -PLAYER_SEED_MINOR },
        { accountId: playerMain, amountMinor: PLAYER_SEED_MINOR },
      ],
      at,
    });
  });
  return true;
}

/**
 * Gives the seeded announcements of an existing database the translations they were seeded
 * without (databases seeded before announcements had translations). Rows are matched by
 * type, group and base title, so an announcement the operator rewrote is left alone; a language
 * the row already has is kept as it is, so running this on every start changes nothing twice.
 */
export async function fillAnnouncementTranslations(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('announcements')
    .select(['id', 'type', 'group_name', 'title', 'translations'])
    .execute();
  let filled = 0;
  for (const row of rows) {
    const seeded = seedAnnouncements.find(
      (item) => item.type === row.type && item.group === row.group_name && item.title === row.title,
    );
    if (!seeded) continue;
    const missing = Object.keys(seeded.translations).filter((lang) => !Object.hasOwn(row.translations, lang));
    if (missing.length === 0) continue;
    await db
      .updateTable('announcements')
      .set({ translations: JSON.stringify({ ...seeded.translations, ...row.translations }) })
      .where('id', '=', row.id)
      .execute();
    filled += 1;
  }
  return filled;
}

/** The brand as stored by the seed (the source of truth once the server has started). */
export async function loadBrand(db: Db): Promise<Brand> {
  const row = await db
    .selectFrom('brand_settings')
    .select('value')
    .where('key', '=', 'brand')
    .executeTakeFirstOrThrow();
  return row.value as Brand;
}
