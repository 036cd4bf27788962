import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { agents, auth, type Envelope, errors, headers, isUpload, service } from '../../../src/core/contract';
import { INT4_MAX } from '../../../src/core/contract/ids';
import {
  contractEndpoints,
  type FuzzCase,
  fieldCases,
  integerEdgeCases,
  integerFields,
  type JsonSchema,
  randomCase,
  requestSchema,
  seededRandom,
} from './contract-fuzz-cases';
import { startServer, type TestServer } from './harness';

/**
 * Bad bodies and queries generated from the contract, for every endpoint: none may answer
 * 5xx and none may move money. FUZZ_SEED replays a run. A run sends FUZZ_ROUNDS (20) cases per endpoint, one of each
 * endpoint in turn (field edge cases first, then random ones): the same cases on any machine, however fast. FUZZ_ROUNDS=all sends every case (about 11,000, several minutes).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const ROUNDS =
  process.env.FUZZ_ROUNDS === 'all' ? Number.POSITIVE_INFINITY : Number(process.env.FUZZ_ROUNDS ?? 20);
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

const frameSchema = (schema: z.ZodMiniType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The first bytes of each type uploads take (a file of one passes the upload's type check). */
const FILE_SIGNATURES: Record<string, Buffer> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
};

/** Agent endpoints are called as the demo agent, so their handlers run past the agent check. */
const agentEndpoints = new Set<unknown>(Object.values(agents));

/** One case of each endpoint in turn, so a run of a few rounds still reaches every endpoint. */
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
  let payload: string | Buffer | undefined;
  if (fuzz.raw) {
    payload = fuzz.raw.payload;
    requestHeaders['content-type'] = fuzz.raw.contentType;
  } else if (queryOnly) {
    url = `${endpoint.path}?${queryString(fuzz.input)}`;
    if (isUpload(endpoint)) {
      // A file that passes the type check, so the query's values reach the handler.
      const type = endpoint.upload.types[0]!;
      payload = Buffer.concat([FILE_SIGNATURES[type] ?? Buffer.alloc(0), Buffer.from('fuzz')]);
      requestHeaders['content-type'] = type;
    }
  } else if (endpoint.encrypted) {
    // Sealed with a fresh nonce, as the client does, so the values reach the schema and the handler.
    payload = await server.encrypt(fuzz.input, await server.bodyNonce());
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
  return { status: response.statusCode, body: response.body };
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

describe('ids in requests', () => {
  it('are whole numbers from 1 to 2^31 − 1 wherever a request or a socket frame names a row', () => {
    const sent = [
      ...contractEndpoints().map((endpoint) => ({
        name: `${endpoint.method} ${endpoint.path}`,
        schema: requestSchema(endpoint),
      })),
      { name: 'service socket frame', schema: frameSchema(service.clientFrame) },
      { name: 'room socket frame', schema: frameSchema(service.roomClientFrame) },
    ];
    const named: string[] = [];
    const unbounded: string[] = [];
    for (const { name, schema } of sent) {
      for (const { path, schema: field } of integerFields(schema)) {
        const last = path.filter((step) => step !== '[]').at(-1) ?? '';
        // `id`, `…Id`, `…Ids`, and `before` (the message a page of history ends at).
        if (!/^ids?$|Ids?$|^before$/.test(last)) continue;
        const where = `${name} ${path.join('.')}`;
        named.push(where);
        const lowest = field.minimum ?? (field.exclusiveMinimum ?? Number.NEGATIVE_INFINITY) + 1;
        if (lowest !== 1 || field.maximum !== INT4_MAX) unbounded.push(where);
      }
    }
    expect(unbounded).toEqual([]);
    // The 16 calls that answered 500 past 2^31 and the ids bounded before them are all found.
    expect(named.length).toBeGreaterThanOrEqual(23);
  });

  it('past 2^31 − 1 are refused with INVALID_INPUT naming the field, on every call that takes one', async () => {
    const refusedWrongly: string[] = [];
    let checked = 0;
    for (const endpoint of contractEndpoints()) {
      for (const fuzz of integerEdgeCases(endpoint)) {
        const [field, edge] = fuzz.label.split(': ') as [string, string];
        const last =
          field
            .split('.')
            .filter((step) => step !== '[]')
            .at(-1) ?? '';
        if (edge !== '2^31' || !/^ids?$|Ids?$/.test(last)) continue;
        checked += 1;
        const { status, body } = await send(fuzz);
        const envelope = JSON.parse(body) as Envelope<unknown>;
        const named = field.replaceAll('[]', '0');
        if (status !== 400 || envelope.code !== errors.INVALID_INPUT.code || !envelope.fields?.[named]) {
          refusedWrongly.push(
            `${endpoint.method} ${endpoint.path} ${named} → ${status} ${body.slice(0, 300)}`,
          );
        }
      }
    }
    expect(refusedWrongly).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(21);
  });
});

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
    const failures: string[] = [];
    for (const fuzz of cases.slice(0, ROUNDS * endpoints.length)) {
      const { status, body } = await send(fuzz);
      const where = `${fuzz.endpoint.method} ${fuzz.endpoint.path} [${fuzz.label}] → ${status}`;
      if (status >= 500) failures.push(`${where} ${body.slice(0, 300)}`);
      const after = await moneySnapshot();
      // A request the contract accepts may do its job (e.g. claim a welcome bonus); a refused one moves nothing.
      if (status >= 300 && JSON.stringify(after) !== JSON.stringify(money))
        failures.push(`${where} moved money`);
      money = after;
    }
    expect(failures).toEqual([]);
    expect(money.total).toBe('0');
  }, 600_000);
});
