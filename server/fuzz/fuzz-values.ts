/**
 * Generators of the fuzz test: a route's valid body, mutated the way careless or hostile clients
 * mutate bodies (wrong types, huge or poisoned strings, overflowing numbers, missing and extra keys).
 */
import fc from 'fast-check';

/** Values no field expects, or at the edges of what fields accept. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    'Ion\u0000Pop',
    '\udfff',
    'a\ud83d',
    '',
    ' ',
    '9999-12-31',
    '1900-01-01',
    `${'a'.repeat(5000)}@example.ro`,
    'x'.repeat(3000),
    2 ** 31,
    -1,
    0,
    1e308,
    -1e308,
    2 ** 53,
    0.5,
    true,
    false,
    null,
    [],
    {},
    [1, 2],
    { nested: 'x' },
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 2 }),
);

export type Body = Record<string, unknown>;

/** One change to a valid body. */
const mutation = (keys: readonly string[]): fc.Arbitrary<(body: Body) => Body> =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...keys), nastyValue).map(([key, value]) => (body: Body) => ({
      ...body,
      [key]: value,
    })),
    fc.constantFrom(...keys).map((key) => (body: Body) => {
      const copy = { ...body };
      delete copy[key];
      return copy;
    }),
    fc.tuple(fc.string({ maxLength: 20 }), nastyValue).map(([key, value]) => (body: Body) => ({
      ...body,
      [key]: value,
    })),
  );

/** The valid body itself (one case in six) or with one to three mutations. */
export function mutatedBody(valid: Body): fc.Arbitrary<Body> {
  const keys = Object.keys(valid);
  return fc.oneof(
    { arbitrary: fc.constant(valid), weight: 1 },
    {
      arbitrary: fc
        .array(mutation(keys), { minLength: 1, maxLength: 3 })
        .map((changes) => changes.reduce((body, change) => change(body), valid)),
      weight: 5,
    },
  );
}

/** A JSON request's body and type: mostly a mutated object, sometimes not JSON or not an object. */
export interface Payload {
  readonly contentType: string | undefined;
  readonly body: string;
}

export function jsonPayload(valid: Body): fc.Arbitrary<Payload> {
  const json = (body: unknown): Payload => ({ contentType: 'application/json', body: JSON.stringify(body) });
  return fc.oneof(
    { arbitrary: mutatedBody(valid).map(json), weight: 12 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }).map(json), weight: 1 },
    {
      arbitrary: fc.constantFrom<Payload>(
        { contentType: 'text/plain', body: JSON.stringify(valid) },
        { contentType: undefined, body: JSON.stringify(valid) },
        { contentType: 'multipart/form-data; boundary=zzz', body: JSON.stringify(valid) },
        { contentType: 'application/json', body: '{"name":' },
        { contentType: 'application/json', body: '"\\udfff"' },
      ),
      weight: 1,
    },
  );
}

/** Keys that serialise to form fields: JSON values become their text, as a browser form sends them. */
export const formText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
