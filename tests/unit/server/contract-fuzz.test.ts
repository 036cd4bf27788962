import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, auth, headers, isUpload } from '../../../src/core/contract';
import {
  contractEndpoints,
  type FuzzCase,
  fieldCases,
  randomCase,
  seededRandom,
} from './contract-fuzz-cases';
import { startServer, type TestServer } from './harness';

/**
 * Bad bodies and queries generated from the contract, for every endpoint: none may answer
 * 5xx and none may move money. FUZZ_SEED replays a run; the budget keeps it near two minutes.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const BUDGET_MS = 110_000;
const RANDOM_CASES_PER_ENDPOINT = 6;

/** A query string byte for byte: lone surrogates travel as their (invalid) 3-byte UTF-8 form. */
function encodeText(text: string): string {
  return text
    .split(/([\ud800-\udfff])/)
    .map((part) => {
      if (part.length !== 1 || part.charCodeAt(0) < 0xd800 || part.charCodeAt(0) > 0xdfff) {
        return encodeURIComponent(part);
      }
      const unit = part.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

function queryString(input: unknown): string {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return `_=${encodeText(String(input))}`;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) {
      const text = one !== null && typeof one === 'object' ? JSON.stringify(one) : String(one);
      pairs.push(`${encodeText(key)}=${encodeText(text)}`);
    }
  }
  return pairs.join('&');
}

/** Agent endpoints are called as the demo agent, so their handlers run past the agent check. */
const agentEndpoints = new Set<unknown>(Object.values(agents));

/** One case of each endpoint in turn, so a run cut short by the budget still reaches every endpoint. */
function interleaved(perEndpoint: FuzzCase[][]): FuzzCase[] {
  const longest = Math.max(...perEndpoint.map((cases) => cases.length));
  return Array.from({ length: longest }, (_, index) =>
    perEndpoint.flatMap((cases) => cases[index] ?? []),
  ).flat();
}

let server: TestServer;
const tokens = new Map<string, string>();

async function tokenOf(username: string): Promise<string> {
  const known = tokens.get(username);
  if (known) return known;
  for (const site of ['member', 'agent'] as const) {
    const answer = await server.call(auth.login, { type: 'username', username, password: 'Demo1234', site });
    if (answer.body.value) {
      tokens.set(username, answer.body.value.token);
      return answer.body.value.token;
    }
  }
  throw new Error(`${username} cannot sign in`);
}

async function send(fuzz: FuzzCase): Promise<{ status: number; body: string }> {
  const { endpoint } = fuzz;
  const requestHeaders: Record<string, string> = {};
  if (endpoint.auth) {
    requestHeaders[headers.token] = await tokenOf(
      agentEndpoints.has(endpoint) ? 'demo_agent' : 'demo_player',
    );
  }
  if (endpoint.idempotent && !fuzz.withoutIdempotencyKey)
    requestHeaders[headers.idempotencyKey] = randomUUID();
  const queryOnly = endpoint.method === 'GET' || endpoint.method === 'DELETE' || isUpload(endpoint);
  let url = endpoint.path;
  let payload: string | undefined;
  if (fuzz.raw) {
    payload = fuzz.raw.payload;
    requestHeaders['content-type'] = fuzz.raw.contentType;
  } else if (queryOnly) {
    url = `${endpoint.path}?${queryString(fuzz.input)}`;
    if (isUpload(endpoint)) {
      payload = 'not an image';
      requestHeaders['content-type'] = endpoint.upload.types[0]!;
    }
  } else if (endpoint.encrypted) {
    payload = await server.encrypt(fuzz.input);
    requestHeaders['content-type'] = 'application/jose';
  } else if (endpoint.form) {
    payload = queryString(fuzz.input);
    requestHeaders['content-type'] = 'application/x-www-form-urlencoded';
  } else {
    payload = JSON.stringify(fuzz.input);
    requestHeaders['content-type'] = 'application/json';
  }
  const response = await server.app.inject({
    method: endpoint.method,
    url,
    headers: requestHeaders,
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: '127.0.0.1',
  });
  if (response.statusCode === 401) tokens.clear();
  return { status: response.statusCode, body: response.body.slice(0, 300) };
}

/**
 * The number of transfers, the sum of every entry and of every balance's size, in one query (it
 * runs after each case): no money moves without changing one of them.
 */
async function moneySnapshot(): Promise<{ transfers: string; total: string; moved: string }> {
  const { rows } = await sql<{ transfers: string; total: string; moved: string }>`
    SELECT (SELECT count(*) FROM ledger_transfers)::text AS transfers,
           (SELECT coalesce(sum(amount_minor), 0) FROM ledger_entries)::text AS total,
           (SELECT coalesce(sum(abs(balance_minor)), 0) FROM ledger_accounts)::text AS moved`.execute(
    server.ctx.db,
  );
  return rows[0]!;
}

beforeAll(async () => {
  server = await startServer({ rateLimits: false });
});
afterAll(() => server?.close());

describe('the contract under fuzzing', () => {
  it(`answers every generated bad request below 500 and moves no money (seed ${SEED})`, async () => {
    let money = await moneySnapshot();
    const random = seededRandom(SEED);
    const endpoints = contractEndpoints();
    const cases = interleaved(
      endpoints.map((endpoint) => [
        ...fieldCases(endpoint),
        ...Array.from({ length: RANDOM_CASES_PER_ENDPOINT }, () => randomCase(endpoint, random)),
      ]),
    );
    const deadline = performance.now() + BUDGET_MS;
    const failures: string[] = [];
    let sent = 0;
    for (const fuzz of cases) {
      if (performance.now() > deadline) break;
      const { status, body } = await send(fuzz);
      sent += 1;
      const where = `${fuzz.endpoint.method} ${fuzz.endpoint.path} [${fuzz.label}] → ${status}`;
      if (status >= 500) failures.push(`${where} ${body}`);
      const after = await moneySnapshot();
      // A request the contract accepts may do its job (e.g. claim a welcome bonus); a refused one moves nothing.
      if (status >= 300 && JSON.stringify(after) !== JSON.stringify(money))
        failures.push(`${where} moved money`);
      money = after;
    }
    expect(failures).toEqual([]);
    expect(money.total).toBe('0');
    // The budget is a guard for slow machines; a normal run reaches every endpoint's field cases.
    expect(sent).toBeGreaterThan(endpoints.length * 20);
  }, 180_000);
});
