import fc from "fast-check";

/**
 * Arbitraries for fuzzing the API (tests/api/fuzz.api.test.ts): hostile values, bodies, query
 * strings and path segments, plus the encoders that turn them into bytes on the wire.
 */

/** A body sent as-is: deep nesting and broken JSON are nothing `JSON.stringify` can make. */
export class RawBody {
  constructor(
    readonly text: string,
    readonly contentType = "application/json",
  ) {}
}

/** A query value or path segment sent without encoding (broken percent-escapes, dot segments). */
export class Raw {
  constructor(readonly text: string) {}
}

export type QueryValue = string | string[] | Raw;
export type Query = [key: string, value: QueryValue][];
export type Body = unknown;

/**
 * What a route reads, split in two: values its schema accepts (`valid`; they may still name
 * records that do not exist) and hostile variations of them (`invalid`), so that a run can count
 * how many of each it sent.
 */
export interface Fuzz<T> {
  valid: fc.Arbitrary<T>;
  invalid: fc.Arbitrary<T>;
}

/** Keys that break naive merging or lookup: prototype pollution, operators, odd spellings. */
export const NASTY_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "__defineGetter__",
  "$where",
  "a.b",
  "",
  " ",
  "🔥",
] as const;

export const nastyString = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "\t\r\n",
  "\uFEFF",
  "\u202E",
  "😀",
  "e\u0301",
  "\uD800",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x1F",
  "true",
  "[]",
  "{}",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${7*7}",
  "../..",
  "%",
  "%E0%A4%A",
  "__proto__",
  "constructor",
  "__x__",
  ".",
  "..",
);

/** Far past every field's limit, ASCII and multi-byte. */
export const hugeString = fc.oneof(
  fc.constantFrom(1_000, 20_000, 200_000).map((n) => "x".repeat(n)),
  fc.constantFrom(500, 5_000).map((n) => "é😀".repeat(n)),
);

export const junkString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: hugeString },
);

/** Sets an own, enumerable key, so `__proto__` ends up in the JSON instead of changing the prototype. */
export function withKey<T extends object>(target: T, key: string, value: unknown): T {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

const key = fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string({ maxLength: 12 }));

/** Any JSON value, hostile at every level: wrong types, huge and odd strings, nasty keys. */
export const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    junkString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308, -1, 0),
    fc.array(tie("value"), { maxLength: 4 }),
    fc
      .array(fc.tuple(key, tie("value")), { maxLength: 4 })
      .map((entries) => entries.reduce<object>((o, [k, v]) => withKey(o, k, v), {})),
  ),
})).value;

/** Nesting far deeper than any schema: 64 levels up to 100,000. */
export const deepJson = fc
  .record({ depth: fc.constantFrom(64, 1_000, 10_000, 100_000), array: fc.boolean() })
  .map(({ depth, array }) =>
    array ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth),
  );

const brokenJson = fc.constantFrom(
  "{",
  '{"a":',
  "[1,]",
  "nul",
  "'x'",
  '{"a":1}garbage',
  "\u0000",
  '{"__proto__":',
  "",
  "{}".repeat(10),
);

/** Bodies that are not what the route reads: broken JSON, other content types, deep nesting, junk. */
export const junkBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 4, arbitrary: junkValue },
  { weight: 1, arbitrary: deepJson.map((t) => new RawBody(t)) },
  { weight: 1, arbitrary: brokenJson.map((t) => new RawBody(t)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data",
          "application/json; charset=latin1",
          "application/xml",
          "text/csv",
        ),
        fc.oneof(fc.constant('{"a":1}'), fc.string({ unit: "binary", maxLength: 200 })),
      )
      .map(([type, text]) => new RawBody(text, type)),
  },
);

/**
 * A valid body, and variations of it: one field replaced by junk, one field dropped, a nasty key
 * added, one field nested 10,000 deep, or a wholly different body. Most variations stay close to
 * the valid body, so that they get past the first checks.
 */
export function mutateBody(valid: fc.Arbitrary<Record<string, unknown>>): Fuzz<Body> {
  const invalid = valid.chain((v) => {
    const keys = Object.keys(v);
    const field = keys.length ? fc.constantFrom(...keys) : fc.constant("x");
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.tuple(field, junkValue).map(([k, junk]) => withKey({ ...v }, k, junk)),
      },
      {
        weight: 1,
        arbitrary: field.map((k) => Object.fromEntries(Object.entries(v).filter(([key]) => key !== k))),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...NASTY_KEYS), junkValue)
          .map(([k, j]) => withKey({ ...v }, k, j)),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(field, deepJson)
          .map(
            ([k, deep]) =>
              new RawBody(
                JSON.stringify(withKey({ ...v }, k, "\u0001deep\u0001")).replace(
                  '"\\u0001deep\\u0001"',
                  deep,
                ),
              ),
          ),
      },
      { weight: 2, arbitrary: junkBody },
    );
  });
  return { valid, invalid };
}

/** Serialises a body; undefined sends none. */
export function encodeBody(body: Body): { text: string; contentType: string } | undefined {
  if (body === undefined) return undefined;
  if (body instanceof RawBody) return { text: body.text, contentType: body.contentType };
  return { text: JSON.stringify(body), contentType: "application/json" };
}

/** Broken percent-escapes and overlong or surrogate UTF-8, sent raw. */
export const BAD_PERCENT = ["%", "%E0%A4%A", "%zz", "%C0%AF", "%ED%A0%80", "%FF", "%%", "%2"] as const;

/** Query values that stay under the 16 kB header limit of Node's HTTP server (URL included). */
export const junkQueryValue: fc.Arbitrary<QueryValue> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom(2_000, 5_000).map((n) => "x".repeat(n)) },
  { weight: 1, arbitrary: fc.constant("é😀".repeat(300)) },
  { weight: 2, arbitrary: fc.array(fc.string({ maxLength: 8 }), { minLength: 2, maxLength: 3 }) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_PERCENT).map((t) => new Raw(t)) },
);

/** A valid query, and variations of it: a value replaced by junk, a nasty or repeated key added. */
export function mutateQuery(valid: fc.Arbitrary<Record<string, string>>): Fuzz<Query> {
  const invalid = valid.chain((v) => {
    const entries: Query = Object.entries(v);
    const keys = Object.keys(v);
    return fc.oneof(
      {
        weight: keys.length ? 4 : 0,
        arbitrary: fc
          .tuple(keys.length ? fc.constantFrom(...keys) : fc.constant("x"), junkQueryValue)
          .map(([k, junk]): Query => entries.map(([key, val]) => [key, key === k ? junk : val])),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.oneof(fc.constantFrom(...NASTY_KEYS, "q[]", "a[b]", "limit"), fc.string({ maxLength: 8 })),
            junkQueryValue,
          )
          .map(([k, junk]): Query => [...entries, [k, junk]]),
      },
    );
  });
  return { valid: valid.map((v): Query => Object.entries(v)), invalid };
}

/** Replaces lone surrogates, which encodeURIComponent refuses (they are sent raw by BAD_PERCENT). */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");

export const encodePart = (s: string) => encodeURIComponent(wellFormed(s));

export function encodeQuery(query: Query): string {
  const parts: string[] = [];
  for (const [k, v] of query) {
    const values = Array.isArray(v) ? v : [v];
    for (const one of values)
      parts.push(`${encodePart(k)}=${one instanceof Raw ? one.text : encodePart(one)}`);
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

/**
 * Path ids the API must refuse cleanly: Firestore-reserved and dot ids, encoded slashes, broken
 * escapes, 1,600 characters. Each is one raw path segment.
 */
export const MALFORMED_IDS = [
  ".",
  "..",
  "%2E",
  "%2E%2E",
  "__x__",
  "__.*__",
  "%2F",
  "a%2Fb",
  "a%2Fb%2Fc",
  "%5C",
  "%20",
  "%00",
  "%",
  "%E0%A4%A",
  "%zz",
  "%ED%A0%80",
  "x".repeat(1600),
  "%C3%A9".repeat(800),
] as const;

/** Encoded ids of records that do not exist (never a seeded one: they all start with fuzz-). */
export const unknownId = fc.string({ unit: "binary", maxLength: 30 }).map((s) => encodePart(`fuzz-${s}`));

/** A malformed path segment (see MALFORMED_IDS). */
export const malformedId = fc.constantFrom(...MALFORMED_IDS);

/** A path segment for a route's id: the given existing ids or unknown ones, or a malformed one. */
export function idSegment(existing: () => string[]): Fuzz<string> {
  return {
    valid: fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 0, max: 1000 }).map((i) => existingAt(existing(), i)) },
      { weight: 2, arbitrary: unknownId },
    ),
    invalid: malformedId,
  };
}

function existingAt(ids: string[], i: number): string {
  return ids.length ? encodePart(ids[i % ids.length]!) : "fuzz-none";
}
