import fc from 'fast-check';

/** One megabyte of text, made once: request bodies, query strings and header values this long. */
export const ONE_MB = 'A'.repeat(1024 * 1024);
const ONE_MB_UNICODE = '\u{1F600}\u202E\u0000'.repeat((1024 * 1024) / 8);

/** Strings an attacker or a broken client sends: traversal, markup, injection, control and format characters. */
const NASTY_STRINGS = [
  '',
  ' ',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd',
  'meeting-minutes/../../digest.key',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '"; DROP TABLE members; --',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  '\u0000',
  '\r\nSet-Cookie: session=forged',
  '\u202Egnp.exe',
  '\uFEFF\u200B\u200D',
  '\uD800',
  'é\u0301\u{1F469}\u200D\u{1F467}',
  'NaN',
  '-1',
  '1e308',
  '0x10',
  '9999999999999999999999',
  'null',
  'true',
  'chair@example.org',
  'ada@example.org',
  'ADA@EXAMPLE.ORG ',
  '4242424242424242',
  '4000000000000002',
];

/** A hostile string: a known nasty one, any unicode, any control characters, or (rarely) a megabyte. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(ONE_MB, ONE_MB_UNICODE) },
);

/** A hostile JSON value of any type: the wrong type is as likely as the right one. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileString },
    { weight: 2, arbitrary: fc.integer() },
    { weight: 2, arbitrary: fc.constantFrom(0, -1, -0.5, 0.01, 2.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 1e308) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        hostileString.filter((key) => key.length < 50),
        tie('value'),
        { maxKeys: 3 },
      ),
    },
  ),
})).value;

/**
 * A JSON object body as text, with the route's own field names (so the checks behind them are
 * reached) holding hostile values, and sometimes prototype-pollution keys written into the text
 * itself (`JSON.parse` then makes own `__proto__` and `constructor` properties of them).
 */
export function hostileObjectText(
  fields: readonly string[],
  nested: Readonly<Record<string, fc.Arbitrary<unknown>>> = {},
): fc.Arbitrary<string> {
  const known = Object.fromEntries(fields.map((field) => [field, nested[field] ?? hostileValue]));
  return fc
    .tuple(
      fc.record(known, { requiredKeys: [] }),
      fc.subarray([
        '"__proto__":{"role":"admin","isAdmin":true}',
        '"constructor":{"prototype":{"isAdmin":true}}',
        '"prototype":{"polluted":1}',
      ]),
    )
    .map(([record, pollution]) => {
      const text = JSON.stringify(record);
      if (pollution.length === 0) return text;
      const rest = text.slice(1, -1);
      return `{${pollution.join(',')}${rest === '' ? '' : `,${rest}`}}`;
    });
}

/** A body that is not what the route takes at all: no JSON, truncated JSON, the wrong JSON type, a megabyte. */
export const garbageBody: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.json({ maxDepth: 2 }),
  fc.constantFrom('{', '{"email":', '[]', '[1,2,3]', '"text"', '42', 'null', 'true', '{"a":1}garbage', '\u0000\u0001\u0002'),
  fc.constant(`{"email":"${ONE_MB}"}`),
);

/** GraphQL nested this deep, as a query or as a fragment bomb. */
export function deepQuery(depth: number, field = 'listEvents'): string {
  return `{ ${field} ${'{ items '.repeat(depth)}{ id }${' }'.repeat(depth)} }`;
}

/** Forged tokens: JWTs signed with `alg: none`, with HS256 and a guessed key's worth of nothing, and other junk. */
function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export const FORGED_TOKENS: readonly string[] = [
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: 'admin', email: 'chair@example.org', 'cognito:groups': ['Admins'], token_use: 'access', exp: 4102444800 })}.`,
  `${base64url({ alg: 'none' })}.${base64url({ email: 'chair@example.org' })}`,
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ email: 'chair@example.org', exp: 4102444800 })}.${Buffer.from('forged').toString('base64url')}`,
  `${base64url({ alg: 'RS256', kid: '../../../../dev/null' })}.${base64url({ email: 'chair@example.org' })}.AAAA`,
  'null',
  'undefined',
  '__proto__',
  'x'.repeat(43),
  'A'.repeat(4096),
];
