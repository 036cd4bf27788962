import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_FAILURES_FOR_CAPTCHA,
  ACCOUNT_FAILURES_FOR_LOCK,
  ACCOUNT_LOCK_MS,
} from '../../../server/modules/auth/login-failures';
import { defaultHashingLimits, limitPasswordHashing } from '../../../server/security/passwords';
import { auth, type Envelope, errors } from '../../../src/core/contract';
import { newMember, PASSWORD } from './agents-fixtures';
import { startNodes, type TestServer } from './harness';

/** Every password the server derives to check a sign-in, on any node of this process. */
const derived = vi.hoisted(() => ({ checks: 0 }));
vi.mock('../../../server/security/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../server/security/passwords')>();
  return {
    ...actual,
    verifyPassword: (password: string, stored: string) => {
      derived.checks += 1;
      return actual.verifyPassword(password, stored);
    },
    verifyAgainstDecoy: (password: string) => {
      derived.checks += 1;
      return actual.verifyAgainstDecoy(password);
    },
  };
});

/**
 * Two nodes on one PostgreSQL (and Redis, when set), as a cluster runs; one on PGlite. Each sign-in of
 * a burst is sealed with its own nonce and sent at once, taking turns between the nodes.
 */
const BURST = 40;
let cluster: Awaited<ReturnType<typeof startNodes>>;
let nodes: TestServer[];

beforeAll(async () => {
  cluster = await startNodes(2, {
    redisUrl: process.env.DATABASE_URL ? process.env.REDIS_URL : undefined,
    // Room for the whole burst in the hashing queue: only the sign-in rules may hold passwords back.
    passwordHashing: { concurrency: 2, maxWaiting: BURST * 2 },
  });
  nodes = cluster.nodes;
});
afterAll(async () => {
  limitPasswordHashing(defaultHashingLimits());
  await cluster?.close();
});
beforeEach(() => {
  derived.checks = 0;
});

const spanish = {
  ...JSON.parse(readFileSync('locales/es/common.json', 'utf8')),
  ...JSON.parse(readFileSync('locales/es/errors.json', 'utf8')),
} as Record<string, string>;

type Answer = { status: number; body: Envelope<{ captcha?: boolean; retryAfterSeconds?: number } | null> };

/** `inputs.length` sign-ins at once, node after node, each sealed with a nonce of its own. */
async function burst(inputs: Record<string, unknown>[]): Promise<Answer[]> {
  const sealed = await Promise.all(
    inputs.map(async (input, index) => {
      const node = nodes[index % nodes.length]!;
      return { node, payload: await node.encrypt({ type: 'username', ...input }, await node.bodyNonce()) };
    }),
  );
  return Promise.all(
    sealed.map(async ({ node, payload }) => {
      const response = await node.app.inject({
        method: auth.login.method,
        url: auth.login.path,
        headers: { 'content-type': 'application/jose', language: 'es' },
        payload,
      });
      return { status: response.statusCode, body: response.json() as Answer['body'] };
    }),
  );
}

const withCode = (answers: Answer[], code: number) => answers.filter((answer) => answer.body.code === code);

/**
 * The burst checked exactly `checked` passwords, each answered LOGIN_FAILED, and refused every other
 * attempt before its password with `refusal` (its status, value and Spanish text).
 */
function expectChecked(
  answers: Answer[],
  checked: number,
  refusal: { error: { code: number; status: number }; value: unknown; spanish: string },
) {
  expect(derived.checks).toBe(checked);
  const failed = withCode(answers, errors.LOGIN_FAILED.code);
  expect(failed).toHaveLength(checked);
  expect(spanish[failed[0]!.body.message]).toBe('Usuario o contraseña incorrectos');
  const refused = withCode(answers, refusal.error.code);
  expect(failed.length + refused.length).toBe(BURST);
  for (const answer of refused) {
    expect(answer.status).toBe(refusal.error.status);
    expect(answer.body.value).toEqual(refusal.value);
    expect(spanish[answer.body.message]).toBe(refusal.spanish);
  }
}

describe(`a burst of ${BURST} wrong passwords for one account`, () => {
  it(`checks ${ACCOUNT_FAILURES_FOR_CAPTCHA} passwords and asks every other attempt for a captcha; the right password then needs one too`, async () => {
    await newMember(nodes[0]!, 'burst_plain');
    const answers = await burst(
      Array.from({ length: BURST }, () => ({ username: 'burst_plain', password: 'Wrong999' })),
    );

    expectChecked(answers, ACCOUNT_FAILURES_FOR_CAPTCHA, {
      error: errors.CAPTCHA_INVALID,
      value: { captcha: true },
      spanish: 'Captcha incorrecto, inténtelo de nuevo',
    });

    const right = await nodes[0]!.call(auth.login, {
      type: 'username',
      username: 'burst_plain',
      password: PASSWORD,
    });
    expect(right.body.code).toBe(errors.CAPTCHA_INVALID.code);
    const solved = await nodes.at(-1)!.solvedCaptcha();
    const passed = await nodes[0]!.call(auth.login, {
      type: 'username',
      username: 'burst_plain',
      password: PASSWORD,
      ...solved,
    });
    expect(passed.body.code).toBe(0);
  });

  it(`with a solved captcha each, checks ${ACCOUNT_FAILURES_FOR_LOCK} passwords and answers the rest as locked; the right password is then refused`, async () => {
    await newMember(nodes[0]!, 'burst_solved');
    const inputs = [];
    for (let attempt = 0; attempt < BURST; attempt += 1) {
      // Each captcha is drawn and answered on the node the attempt goes to.
      const solved = await nodes[attempt % nodes.length]!.solvedCaptcha();
      inputs.push({ username: 'burst_solved', password: 'Wrong999', ...solved });
    }
    const answers = await burst(inputs);

    expectChecked(answers, ACCOUNT_FAILURES_FOR_LOCK, {
      error: errors.TOO_MANY_REQUESTS,
      value: { captcha: true, retryAfterSeconds: ACCOUNT_LOCK_MS / 1000 },
      spanish: 'Demasiadas solicitudes, inténtelo de nuevo en 5 minutos',
    });

    const right = await nodes[0]!.call(auth.login, {
      type: 'username',
      username: 'burst_solved',
      password: PASSWORD,
      ...(await nodes[0]!.solvedCaptcha()),
    });
    expect(right.status).toBe(429);
    expect(derived.checks).toBe(ACCOUNT_FAILURES_FOR_LOCK);
  });
});
