import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import { ApiError, headers } from '../../../src/core/contract';
import { registerDownline as registerDownlineEndpoint } from '../../../src/core/contract/agents';
import {
  createsSubAgents,
  isAffiliateAgentType,
  MemberType,
  subAgentTypeUnder,
} from '../../../src/core/contract/member-types';
import { checkField, checkPassword, messageKeys, ruleFor } from '../../../src/core/validation';
import { isSwitchOn } from '../../config/brand';
import { inTransaction } from '../../db/transaction';
import { fail, isApiError, statusOf } from '../../http/envelope';
import { runOnce } from '../../http/replays';
import type { SignedInCall } from '../../http/route';
import { hashPassword } from '../../security/passwords';
import { addToTree } from '../auth/member-tree';
import { findByUsername } from '../auth/members';
import type { Member } from '../auth/tables';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { agentOf } from './guard';

type Input = ParsedRequestOf<typeof registerDownlineEndpoint>;
type Answer = ResponseOf<typeof registerDownlineEndpoint>;

/** Whitelabel switch: accounts an agent registers get the brand's default password instead of a one-time one. */
export const AGENT_DEFAULT_PASSWORD_SWITCH = 'AGENTDEFAULTPASS3';

const OTP_LENGTH = 12;
// Without look-alikes (I, l, O, 0, 1), so the agent can read the password out to its member.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '@#$%&*!?';
const AFFILIATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/** Random characters with at least one from every class, shuffled. */
function drawPassword(classes: string[], length: number): string {
  const chars = classes.map(pick);
  const all = classes.join('');
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * A one-time password of 12 characters (within the brand's bounds) with upper- and lower-case
 * letters, digits and a symbol — or, when the brand's password rule forbids symbols (e.g.
 * "letters and numbers combined"), without the symbol. It always passes the brand's rule.
 */
export function oneTimePassword(ctx: Pick<ServerContext, 'brand'>): string {
  const rule = ruleFor(ctx.brand.register, 'password');
  const length = Math.min(Math.max(OTP_LENGTH, rule?.min ?? 0), rule?.max ?? OTP_LENGTH);
  const shapes = [[UPPER, LOWER, DIGITS, SYMBOLS], [UPPER, LOWER, DIGITS], [DIGITS], [UPPER, LOWER]];
  for (const classes of shapes) {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const candidate = drawPassword(classes, length);
      if (checkPassword(candidate, ctx.brand.register) === null) return candidate;
    }
  }
  throw new Error('the brand password rule admits no generated password');
}

/** An invitation code (8 characters without look-alikes) no member holds yet. */
export async function freeAffiliateCode(db: Db): Promise<string> {
  for (;;) {
    const code = Array.from({ length: 8 }, () => pick(AFFILIATE_ALPHABET)).join('');
    const taken = await db
      .selectFrom('members')
      .select('id')
      .where((eb) => eb(eb.fn('upper', ['affiliate_code']), '=', code))
      .executeTakeFirst();
    if (!taken) return code;
  }
}

/** The type a new downline gets: 0 for a member; for a sub-agent, 2 under type 1 and 42 under 41. */
function downlineType(agent: Member, role: Input['role']): number {
  if (role === 'member') return MemberType.member;
  if (!createsSubAgents(agent.type)) fail('SUB_AGENT_NOT_ALLOWED');
  return subAgentTypeUnder(agent.type);
}

interface Created {
  answer: Answer;
  /** The one-time password, kept out of `answer` so it is never stored in clear. */
  password: string | null;
}

async function createDownline(ctx: ServerContext, call: SignedInCall, input: Input): Promise<Created> {
  const agent = await agentOf(ctx, call);
  const type = downlineType(agent, input.role);
  const usernameRule = ruleFor(ctx.brand.register, 'username');
  const problem = usernameRule ? checkField({ ...usernameRule, required: true }, input.username) : null;
  if (problem) fail('INVALID_INPUT', null, { username: problem.key });
  if (await findByUsername(ctx.db, input.username)) fail('USERNAME_TAKEN');

  const useDefault =
    ctx.brand.defaultPassword !== '' && isSwitchOn(ctx.brand.whitelabel, AGENT_DEFAULT_PASSWORD_SWITCH);
  const password = useDefault ? ctx.brand.defaultPassword : oneTimePassword(ctx);
  const passwordHash = await hashPassword(password);
  const affiliateCode = type === 0 ? null : await freeAffiliateCode(ctx.db);
  const at = now(ctx);
  try {
    const member = await inTransaction(ctx.db, async (trx) => {
      const created = await trx
        .insertInto('members')
        .values({
          username: input.username,
          username_lower: input.username.toLowerCase(),
          password_hash: passwordHash,
          password_changed_at: at,
          type,
          // An affiliate's sub-agent signs in on the agent site only, like its agent.
          agent_site_only: isAffiliateAgentType(type),
          must_change_password: true,
          first_time_login: true,
          mobile_num: null,
          country_dialing_code: null,
          email: null,
          nickname: input.nickname || null,
          totp_secret: null,
          bank_account_name: null,
          affiliate_code: affiliateCode,
          upline_id: agent.id,
          recommender_id: null,
          last_login_at: null,
          last_login_ip: null,
          registration_ip: call.ip,
          profile: '{}',
          created_at: at,
        })
        .returning(['id', 'username', 'type'])
        .executeTakeFirstOrThrow();
      await addToTree(trx, created.id, agent.id);
      await accountFor(trx, created.id, 'player_main', at);
      return created;
    });
    call.request.log.info(
      { event: 'agent_registered_downline', agentId: agent.id, memberId: member.id, type },
      'downline registered',
    );
    return {
      answer: {
        memberId: member.id,
        username: member.username,
        type: member.type,
        oneTimePassword: null,
        usesDefaultPassword: useDefault,
      },
      password: useDefault ? null : password,
    };
  } catch (error) {
    // Two registrations racing for one name: the unique index decides.
    if (((error as { constraint?: string }).constraint ?? '').includes('username')) fail('USERNAME_TAKEN');
    throw error;
  }
}

/**
 * The one-time password rides in the stored answer of the idempotent request sealed
 * (AES-256-GCM) under a key derived from the caller's session token, which the database only
 * holds hashed: a retry from that session reads the password again, the database never has it.
 */
function sealKey(call: SignedInCall, idempotencyKey: string): Buffer {
  const token = String(call.request.headers[headers.token.toLowerCase()] ?? '');
  return createHmac('sha256', token).update(`agent-register:${idempotencyKey}`).digest();
}

function seal(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

function unseal(sealed: string, key: Buffer): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Client-generated keys, as route() accepts them: 8 to 128 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/;

interface StoredRegistration {
  code: number;
  message: string;
  value: unknown;
  fields?: Record<string, string>;
  /** The sealed one-time password of a successful registration. */
  sealedPassword?: string | null;
}

/**
 * POST /wps/agent/register: an agent creates a member (type 0) or, when it may, a sub-agent,
 * directly under itself, with the brand's default password (when switched on) or a generated
 * one-time password shown once; either way the first sign-in must change it. Runs once per
 * Idempotency-Key: a retry answers the first result, password included (from the same
 * session; from another one the password is not readable and comes back null).
 */
export async function registerDownline(
  ctx: ServerContext,
  call: SignedInCall,
  input: Input,
): Promise<Answer> {
  const header = call.request.headers[headers.idempotencyKey.toLowerCase()];
  if (typeof header !== 'string' || header === '') {
    fail('INVALID_INPUT', null, { [headers.idempotencyKey]: messageKeys.required });
  }
  if (!IDEMPOTENCY_KEY.test(header))
    fail('INVALID_INPUT', null, { [headers.idempotencyKey]: 'err_invalid_input' });
  const key = sealKey(call, header);

  const stored = await runOnce(
    ctx.replayDb,
    {
      scope: String(call.session.memberId),
      key: header,
      path: registerDownlineEndpoint.path,
      body: input,
      at: now(ctx),
    },
    async () => {
      try {
        const created = await createDownline(ctx, call, input);
        const body: StoredRegistration = {
          code: 0,
          message: 'ok',
          value: created.answer,
          sealedPassword: created.password === null ? null : seal(created.password, key),
        };
        return { status: 200, body };
      } catch (error) {
        // A refusal is the request's first answer, as route() keeps it for other idempotent calls.
        if (!isApiError(error) || statusOf(error) >= 500) throw error;
        const body: StoredRegistration = {
          code: error.code,
          message: error.key,
          value: error.value ?? null,
          ...(error.fields ? { fields: error.fields } : {}),
        };
        return { status: statusOf(error), body };
      }
    },
  );
  const body = stored.body as StoredRegistration;
  if (body.code !== 0) throw new ApiError(body.code, body.message, body.value, body.fields);
  const answer = body.value as Answer;
  return {
    ...answer,
    oneTimePassword: body.sealedPassword ? unseal(body.sealedPassword, key) : null,
  };
}
