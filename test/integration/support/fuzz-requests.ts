import fc, { type Arbitrary } from 'fast-check';
import * as z from 'zod';
import type { ZodType } from 'zod';
import type { RouteDefinition } from '#functions/route-types';

/**
 * Hostile requests for the fuzz test, derived from a route's zod schema: a value that fits the
 * schema (through its JSON schema), then mutated, then sent with a chosen transport.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
};

/** Characters that break naive code: bidi overrides and isolates, controls, lone surrogates, BOM, NUL. */
const NASTY_TEXT = [
  '\u202Egnp.exe',
  '\u2066abc\u2069',
  '\u0000',
  '\r\nBcc: x@example.com',
  '\uD800',
  '\uDC00x',
  '\uFEFF',
  '\u200B\u200D',
  '👩🏽‍🔧'.repeat(50),
  'ا'.repeat(300),
  '%00%E0%A4%A',
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '__proto__',
];

function stringArbitrary(schema: JsonSchema): Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
}

/** Values that fit a JSON schema (as `z.toJSONSchema` writes them), bounded in size. */
export function fromJsonSchema(schema: JsonSchema): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(fromJsonSchema));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, fromJsonSchema(value)]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(fromJsonSchema(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const hugeValue = fc.oneof(
  fc.constantFrom(10_000, 200_000, 1_100_000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(1_000, 20_000).map((n) => Array.from({ length: n }, (_, i) => `SST_${i % 1000}`)),
  fc.constant(1e308),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
);
const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, '', [], {}, [null], { $gt: '' }, '0', 'true'),
  fc.jsonValue({ maxDepth: 3 }),
);
const nastyString = fc.oneof(fc.constantFrom(...NASTY_TEXT), fc.string({ unit: 'binary', maxLength: 200 }));

type Mutation = (value: Record<string, unknown>) => Arbitrary<unknown>;

function withKey(value: Record<string, unknown>, replacement: Arbitrary<unknown>) {
  const keys = Object.keys(value);
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })) : fc.string();
  return fc.tuple(key, replacement).map(([k, v]) => ({ ...value, [k]: v }));
}

/** One mutation of a valid value: the shapes an attacker or a broken client sends. */
const MUTATIONS: Record<string, Mutation> = {
  valid: (value) => fc.constant(value),
  wrongType: (value) => withKey(value, wrongType),
  huge: (value) => withKey(value, hugeValue),
  unicode: (value) => withKey(value, nastyString),
  missing: (value) =>
    fc.subarray(Object.keys(value)).map((dropped) => {
      const copy = { ...value };
      for (const key of dropped) delete copy[key];
      return copy;
    }),
  extra: (value) =>
    fc
      .tuple(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'userId', 'role', 'x'),
        wrongType,
      )
      .map(([key, extra]) => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(extra)}}`) as object)
      .map((extra) => ({ ...value, ...extra })),
  notAnObject: () => fc.oneof(wrongType, nastyString),
};

/** Schema-derived input of a route, mutated. */
export function routeInput(request: ZodType | undefined): Arbitrary<unknown> {
  const base = request
    ? fromJsonSchema(z.toJSONSchema(request, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : fc.constant({});
  return base.chain((value) => {
    const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    return fc.oneof(...Object.values(MUTATIONS).map((mutate) => mutate(record)));
  });
}

/**
 * Percent-encodes like encodeURIComponent, but also lone surrogates (as their WTF-8 bytes,
 * `%ED%A0%80`), which a hostile client can send and encodeURIComponent refuses to encode.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Path ids of every shape: real-looking, empty-ish, long, escaped, traversal, unicode. */
export const pathId: Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom('test-id', 'QC', 'Ontario', 'cs_test_123', '0', '-', '_'),
  fc.constantFrom(129, 2_100, 8_000).map((n) => 'a'.repeat(n)),
  fc.constantFrom(
    '..',
    '%2e%2e',
    '%2F',
    '%00',
    '%E0%A4%A',
    '%',
    '%%',
    '%25',
    'a%20b',
    '%F0%9F%92%A9',
    '%C0%AF',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(percentEncode),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }).map((s) => s.replace(/[/?#]/g, '')),
);

/** Cookies a browser may carry besides ours, including ones that do not decode. */
export const strayCookies: Arbitrary<string[]> = fc.array(
  fc.oneof(
    fc.constantFrom(
      'promo=50%off',
      'theme=%E0%A4%A',
      'rv_session=garbage',
      'rv_session=%',
      'rv_session=',
      '=novalue',
      'noequals',
      'a=b=c',
      `big=${'z'.repeat(3000)}`,
      'rv_session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    ),
    fc
      .tuple(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 10 }),
        fc.string({ unit: 'grapheme-ascii' }),
      )
      .map(([name, value]) => `${name.replace(/[;=\s]/g, '') || 'k'}=${value.replace(/[;\s]/g, '')}`),
  ),
  { maxLength: 3 },
);

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** How the input travels: JSON, or broken JSON, or the wrong content type, or none. */
const BODY_ENCODINGS = fc.constantFrom(
  'json',
  'json',
  'json',
  'malformed',
  'textPlain',
  'form',
  'noType',
  'empty',
);

function encodeBody(input: unknown, encoding: string): { body?: string; headers: Record<string, string> } {
  const json = JSON.stringify(input) ?? 'null';
  switch (encoding) {
    case 'malformed':
      return {
        body: json.slice(0, Math.max(1, json.length - 1)) + ',]}',
        headers: { 'content-type': 'application/json' },
      };
    case 'textPlain':
      return { body: json, headers: { 'content-type': 'text/plain' } };
    case 'form':
      return { body: 'a=1&b=%', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    case 'noType':
      return { body: json, headers: { 'content-type': 'application/octet-stream' } };
    case 'empty':
      return { headers: { 'content-type': 'application/json' } };
    default:
      return { body: json, headers: { 'content-type': 'application/json; charset=utf-8' } };
  }
}

function queryOf(input: unknown): string {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return `q=${percentEncode(String(input))}`;
  return Object.entries(input)
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
      return `${percentEncode(key)}=${percentEncode(text)}`;
    })
    .join('&');
}

const RAW_QUERIES = fc.constantFrom(
  '',
  '%',
  'a=%E0%A4%A',
  'limit=1&limit=2',
  '=&=&',
  'selectedRisks=,,,',
  '&&&',
);

/** A complete request for a route: path with fuzzed ids, mutated input in the body or query string. */
export function routeRequest(route: RouteDefinition): Arbitrary<FuzzRequest> {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return fc
    .record({
      params: fc.array(pathId, { minLength: 4, maxLength: 4 }),
      input: routeInput(route.request),
      encoding: BODY_ENCODINGS,
      rawQuery: fc.option(RAW_QUERIES, { freq: 4 }),
      language: fc.constantFrom('fr', 'en', 'ja', 'xx', '*', 'en;q=abc', ''),
    })
    .map(({ params, input, encoding, rawQuery, language }) => {
      let index = 0;
      const path = route.path.replace(/\{\w+\+?\}/g, () => params[index++] ?? 'x');
      const headers: Record<string, string> = { 'accept-language': language };
      if (hasBody) {
        const encoded = encodeBody(input, encoding);
        return {
          method: route.method,
          path,
          headers: { ...headers, ...encoded.headers },
          body: encoded.body,
        };
      }
      const query = rawQuery ?? queryOf(input);
      return { method: route.method, path: query ? `${path}?${query}` : path, headers };
    });
}
