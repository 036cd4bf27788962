import { z } from 'zod/mini';
import type { Endpoint } from '../../../src/core/contract';
import * as contract from '../../../src/core/contract';

/** Every endpoint the contract declares, once each. */
export function contractEndpoints(): Endpoint[] {
  const found = new Map<string, Endpoint>();
  for (const namespace of Object.values(contract)) {
    if (!namespace || typeof namespace !== 'object') continue;
    for (const value of Object.values(namespace as Record<string, unknown>)) {
      if (!value || typeof value !== 'object' || !('method' in value) || !('request' in value)) continue;
      const endpoint = value as Endpoint;
      found.set(`${endpoint.method} ${endpoint.path}`, endpoint);
    }
  }
  return [...found.values()];
}

/** A small seeded generator (mulberry32): the same seed gives the same cases. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export function requestSchema(endpoint: Endpoint): JsonSchema {
  return z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A plausible value for a schema: close enough to valid that one hostile field is what gets tested. */
function sample(schema: JsonSchema): unknown {
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (option) return sample(option);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, field]) => [key, sample(field)]),
      );
    case 'array':
      return schema.items ? Array.from({ length: schema.minItems ?? 1 }, () => sample(schema.items!)) : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return '2026-01-01';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'x';
  }
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Values that must never get past the edge as what the field means, nor crash it. */
export const HOSTILE_VALUES: readonly { label: string; value: unknown }[] = [
  { label: 'NUL', value: '\u0000' },
  { label: 'NUL inside', value: 'ab\u0000cd' },
  { label: 'lone high surrogate', value: 'x\ud800' },
  { label: 'lone low surrogate', value: '\udc00x' },
  { label: '1 MB string', value: 'x'.repeat(1 << 20) },
  { label: 'empty string', value: '' },
  { label: 'numeric text', value: '12abc' },
  { label: 'negative', value: -1 },
  { label: 'fraction', value: 0.001 },
  { label: 'NaN', value: Number.NaN },
  { label: 'huge', value: 1e308 },
  { label: 'past safe integers', value: 2 ** 53 + 2 },
  { label: 'below safe integers', value: -(2 ** 63) },
  { label: 'true', value: true },
  { label: 'null', value: null },
  { label: 'array', value: ['a', 1] },
  { label: 'object', value: { a: 1 } },
  { label: 'nested JSON', value: nested(200) },
  { label: 'prototype key', value: { ['__proto__']: { polluted: 1 } } },
];

/**
 * Whole numbers at the edges of what an integer field may carry: the largest id an id column (int4) holds
 * and one past it, the first integer JSON cannot carry exactly, and below every id.
 */
export const ID_EDGE_VALUES: readonly { label: string; value: number }[] = [
  { label: '2^31 − 1', value: 2 ** 31 - 1 },
  { label: '2^31', value: 2 ** 31 },
  { label: '2^53', value: 2 ** 53 },
  { label: '−1', value: -1 },
];

/** Where a schema holds whole numbers: `id`, `terms.rate`, `ids[]` (an array's items), at any depth. */
export function integerFields(
  schema: JsonSchema,
  path: string[] = [],
): { path: string[]; schema: JsonSchema }[] {
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const found = options.flatMap((option) => integerFields(option, path));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer')) found.push({ path, schema });
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    found.push(...integerFields(field, [...path, key]));
  }
  if (schema.items) found.push(...integerFields(schema.items, [...path, '[]']));
  const seen = new Set<string>();
  return found.filter(({ path: where }) => !seen.has(where.join('.')) && seen.add(where.join('.')));
}

/** A copy of `input` with `value` at `path` (`[]` stands for every item of an array). */
function withValueAt(input: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path as [string, ...string[]];
  if (step === '[]')
    return (Array.isArray(input) ? input : [undefined]).map((item) => withValueAt(item, rest, value));
  const object = input && typeof input === 'object' && !Array.isArray(input) ? input : {};
  return { ...object, [step]: withValueAt((object as Record<string, unknown>)[step], rest, value) };
}

/** Each whole-number field of the request, nested ones included, at each of ID_EDGE_VALUES. */
export function integerEdgeCases(endpoint: Endpoint): FuzzCase[] {
  const schema = requestSchema(endpoint);
  const base = sample(schema);
  return integerFields(schema).flatMap(({ path }) =>
    ID_EDGE_VALUES.map(({ label, value }) => ({
      endpoint,
      label: `${path.join('.')}: ${label}`,
      input: withValueAt(base, path, value),
    })),
  );
}

/** A whole request to send: an input (query or body, encoded the endpoint's way) or raw bytes. */
export interface FuzzCase {
  endpoint: Endpoint;
  label: string;
  input?: unknown;
  raw?: { payload: string; contentType: string };
  /** Leaves the Idempotency-Key header out on an idempotent endpoint. */
  withoutIdempotencyKey?: boolean;
}

/** Per field: each hostile value, and the field left out; then wrong shapes of the whole input. */
export function fieldCases(endpoint: Endpoint): FuzzCase[] {
  const schema = requestSchema(endpoint);
  const base = sample(schema);
  const cases: FuzzCase[] = [
    { endpoint, label: 'plausible input', input: base },
    ...integerEdgeCases(endpoint),
  ];
  const fields = base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : [];
  for (const field of fields) {
    for (const { label, value } of HOSTILE_VALUES) {
      cases.push({ endpoint, label: `${field}: ${label}`, input: { ...(base as object), [field]: value } });
    }
    const { [field]: _left, ...without } = base as Record<string, unknown>;
    cases.push({ endpoint, label: `${field}: missing`, input: without });
  }
  cases.push(
    { endpoint, label: 'unknown field', input: { ...(base as object), 'x\u0000y': 1, extra: 'x' } },
    { endpoint, label: 'array instead of object', input: [base] },
    { endpoint, label: 'string instead of object', input: 'x' },
    { endpoint, label: 'number instead of object', input: 42 },
    { endpoint, label: 'null instead of object', input: null },
    {
      endpoint,
      label: 'nested 20,000 deep',
      raw: { payload: deepJson(20_000), contentType: 'application/json' },
    },
    { endpoint, label: 'NaN token', raw: { payload: '{"amount": NaN}', contentType: 'application/json' } },
    {
      endpoint,
      label: 'huge number token',
      raw: { payload: '{"amount": 1e999}', contentType: 'application/json' },
    },
    { endpoint, label: 'truncated JSON', raw: { payload: '{"a": "', contentType: 'application/json' } },
    { endpoint, label: 'text/plain', raw: { payload: 'hello', contentType: 'text/plain' } },
    {
      endpoint,
      label: 'form',
      raw: { payload: 'a=1&a=2&b[c]=%00', contentType: 'application/x-www-form-urlencoded' },
    },
    {
      endpoint,
      label: 'JSON as JOSE',
      raw: { payload: JSON.stringify(base), contentType: 'application/jose' },
    },
    { endpoint, label: 'garbage JOSE', raw: { payload: 'a.b.c.d.e', contentType: 'application/jose' } },
    { endpoint, label: 'image', raw: { payload: '\u0089PNG\r\n\u001a\n', contentType: 'image/png' } },
    {
      endpoint,
      label: 'multipart',
      raw: { payload: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    },
  );
  if (endpoint.idempotent) {
    cases.push({ endpoint, label: 'no Idempotency-Key', input: base, withoutIdempotencyKey: true });
  }
  return cases;
}

function deepJson(depth: number): string {
  return `{"a":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
}

/** A seeded case that puts hostile values in several fields at once. */
export function randomCase(endpoint: Endpoint, random: () => number): FuzzCase {
  const base = sample(requestSchema(endpoint));
  const input: Record<string, unknown> =
    base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as object) } : {};
  const labels: string[] = [];
  for (const field of Object.keys(input)) {
    const roll = random();
    if (roll < 0.25) {
      delete input[field];
      labels.push(`${field}: missing`);
    } else if (roll < 0.7) {
      const hostile = HOSTILE_VALUES[Math.floor(random() * HOSTILE_VALUES.length)]!;
      input[field] = hostile.value;
      labels.push(`${field}: ${hostile.label}`);
    }
  }
  return { endpoint, label: labels.join(', ') || 'plausible input', input };
}
