import fc from 'fast-check';

/**
 * Request bodies for the fuzzer, generated from a route's JSON schema in the
 * OpenAPI document: bodies the schema takes (to reach the handler and the
 * database), the same with some fields broken, missing or added, any JSON at
 * all, and text that is not JSON under every kind of Content-Type.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Values of the world the app runs in, so generated bodies reach past "not found". */
export interface Hints {
  /** Ids of people, sales and deals, of this store and others. */
  ids: string[];
  /** E-mail addresses of real accounts besides made-up ones. */
  emails: string[];
  /**
   * Values a field of this name takes in real use (this store's id, this month,
   * a Monday, a pay plan …), drawn most of the time for a body the schema takes.
   */
  examples: Record<string, unknown[]>;
}

/** What one request sends: a body and the Content-Type it is labelled with (none when undefined). */
export interface BodySpec {
  kind: 'valid' | 'mutated' | 'any-json' | 'not-json';
  contentType: string | undefined;
  body: string | Uint8Array;
}

const JSON_TYPE = 'application/json';

const oneCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Text no form sends: control characters, halves of surrogate pairs, markup, SQL, huge. */
const nastyText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\t\n\r',
    '\u001b[31mred',
    '\u007f\u0085',
    '\ud800',
    'x\udfff',
    '\u202eevil',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    "'; drop table deals; --",
    'O\'Brien "Jr" & Sons',
    '=cmd|/C calc!A0',
    '../../etc/passwd',
    '%00',
    '\\u0000',
    'NaN',
    'null',
    'undefined',
    'true',
    '0000-01-01',
    '9999-12-31',
    '2026-02-30',
    '2026-13-01',
    '9999-12',
    '0000-00',
    '1970-01-01T00:00:00Z',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '🚗'.repeat(30),
    'é'.normalize('NFD').repeat(40),
    'x'.repeat(2001),
    'y'.repeat(20_000),
  ),
  fc.string({ unit: oneCodeUnit, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.001,
    0.005,
    1.005,
    99.999,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e15,
    1e21,
    1e308,
    -1e308,
    5e-324,
    10_000_000.01,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A value of any kind, of the sort that breaks handlers. */
function nasty(hints: Hints): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: nastyText },
    { weight: 3, arbitrary: nastyNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
    { weight: 2, arbitrary: fc.constantFrom(...hints.ids) },
    { weight: 1, arbitrary: fc.constantFrom(...hints.emails) },
    { weight: 1, arbitrary: fc.constantFrom(46, 47, 1, 999_999, 2 ** 31) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function validString(schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 60);
  switch (schema.format) {
    case 'date':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((day) => day.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((moment) => moment.toISOString());
    case 'uuid':
      return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hints.ids) }, fc.uuid());
    case 'email':
      return fc.oneof(fc.constantFrom(...hints.emails), fc.emailAddress());
  }
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern), { maxLength: max });
  }
  const length = { minLength: min, maxLength: Math.min(max, min + 40) };
  return fc.oneof(
    { weight: 3, arbitrary: fc.string(length) },
    { weight: 1, arbitrary: fc.string({ ...length, unit: 'grapheme' }) },
    // At the field's own limit: the sanitizer once capped every string at 1,000.
    { weight: 1, arbitrary: fc.constant('n'.repeat(max)) },
  );
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  if (integer) {
    const low = Math.ceil(schema.exclusiveMinimum !== undefined ? min + 1 : min);
    const high = Math.floor(schema.exclusiveMaximum !== undefined ? max - 1 : max);
    return fc.integer({ min: Math.max(low, -(2 ** 31)), max: Math.min(high, 2 ** 31 - 1) });
  }
  return fc.oneof(
    fc.double({
      min,
      max,
      minExcluded: schema.exclusiveMinimum !== undefined,
      maxExcluded: schema.exclusiveMaximum !== undefined,
      noNaN: true,
      noDefaultInfinity: true,
    }),
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
  );
}

/** A value the schema takes, as far as a JSON schema can tell; a field's name may suggest one. */
export function validValue(
  schema: JsonSchema,
  hints: Hints,
  depth = 0,
  name?: string,
): fc.Arbitrary<unknown> {
  const examples = name === undefined ? undefined : hints.examples[name];
  if (examples && examples.length > 0) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...examples) },
      { weight: 1, arbitrary: validValue(schema, hints, depth) },
    );
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, hints, depth)));
  const types = typesOf(schema);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, hints, depth)));
  }
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'string':
      return validString(schema, hints);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
      return fc.array(validValue(schema.items ?? {}, hints, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return validObject(schema, hints, depth);
    default:
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(
  schema: JsonSchema,
  hints: Hints,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0) {
    const values =
      typeof schema.additionalProperties === 'object'
        ? validValue(schema.additionalProperties, hints, depth + 1)
        : fc.jsonValue({ maxDepth: 2 });
    return fc.dictionary(fc.string({ maxLength: 20 }), values, { maxKeys: 6 });
  }
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      validValue(value, hints, depth + 1, key),
    ]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** A body the schema takes, with some fields broken, dropped or added, at any depth. */
function mutatedValue(schema: JsonSchema, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const properties = schema.properties ?? {};
  if (types.includes('object') && Object.keys(properties).length > 0 && depth < 4) {
    const field = (key: string, value: JsonSchema) =>
      fc.oneof(
        { weight: 6, arbitrary: validValue(value, hints, depth + 1, key) },
        { weight: 2, arbitrary: mutatedValue(value, hints, depth + 1) },
        { weight: 2, arbitrary: nasty(hints) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    const model = Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, field(key, value)]),
    );
    return fc
      .tuple(
        fc.record(model),
        fc.dictionary(fc.string({ maxLength: 12 }), nasty(hints), { maxKeys: 2 }),
      )
      .map(([known, extra]) => {
        const body: Record<string, unknown> = { ...extra };
        for (const [key, value] of Object.entries(known)) {
          if (value !== undefined) body[key] = value;
        }
        return body;
      });
  }
  if (types.includes('array') && schema.items && depth < 4) {
    return fc.array(
      fc.oneof(
        { weight: 3, arbitrary: validValue(schema.items, hints, depth + 1) },
        { weight: 2, arbitrary: mutatedValue(schema.items, hints, depth + 1) },
      ),
      { maxLength: 6 },
    );
  }
  return fc.oneof(validValue(schema, hints, depth), nasty(hints));
}

/** A label: JSON in its many spellings, and everything that is not JSON. */
const anyContentType = fc.constantFrom(
  undefined,
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'application/json, text/plain',
  'application/json; charset=latin1',
  'application/jsonp',
  'APPLICATION/JSON',
  'application/json;charset=utf-8',
  'application/vnd.api+json',
  'application/csp-report',
  '',
  '*/*',
  'json',
);

const notJson = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: oneCodeUnit, maxLength: 100 }),
  fc.constantFrom(
    '',
    ' ',
    'a=1&b=2',
    '<a>1</a>',
    '{"unterminated": ',
    '{"a":1}{"b":2}',
    "{'single': 'quotes'}",
    '[1,2,',
    'NaN',
    '\uFEFF{"bom": true}',
    '{"a": 1e99999}',
    '{"__proto__": {"admin": true}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
  ),
  fc.uint8Array({ maxLength: 64 }),
);

/** One request's body: mostly JSON the route may take, then anything at all. */
/** A known-good body with one field broken, dropped or swapped for any value. */
function sampleWithOneChange(
  sample: fc.Arbitrary<Record<string, unknown>>,
  schema: JsonSchema,
  hints: Hints,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return sample;
  return fc
    .tuple(sample, fc.integer({ min: 0, max: properties.length - 1 }), fc.nat(3))
    .chain(([body, index, how]) => {
      const [key, field] = properties[index] ?? properties[0]!;
      const value =
        how === 0
          ? fc.constant(undefined)
          : how === 1
            ? nasty(hints)
            : how === 2
              ? mutatedValue(field, hints, 1)
              : validValue(field, hints, 1, key);
      return value.map((changed) => {
        const next = { ...body };
        if (changed === undefined) delete next[key];
        else next[key] = changed;
        return next;
      });
    });
}

/**
 * One request's body: mostly JSON the route may take, then anything at all. A
 * route's `sample` (a body that passes its cross-field rules, which a JSON
 * schema cannot express) is sent as is and with one field changed.
 */
export function bodySpecs(
  schema: JsonSchema | undefined,
  hints: Hints,
  sample?: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<BodySpec> {
  const json = (kind: BodySpec['kind'], value: fc.Arbitrary<unknown>) =>
    fc.record({
      kind: fc.constant(kind),
      contentType: fc.oneof(
        { weight: 8, arbitrary: fc.constant(JSON_TYPE) },
        { weight: 1, arbitrary: fc.constantFrom('APPLICATION/JSON; Charset="UTF-8"', 'a/b+json') },
      ),
      body: value.map((v) => JSON.stringify(v) ?? 'null'),
    });
  const anyJson = fc.jsonValue({ maxDepth: 4 });
  const samples =
    sample && schema
      ? [
          { weight: 2, arbitrary: json('valid', sample) },
          { weight: 2, arbitrary: json('mutated', sampleWithOneChange(sample, schema, hints)) },
        ]
      : [];
  return fc.oneof(
    ...samples,
    { weight: 4, arbitrary: json('valid', schema ? validValue(schema, hints) : anyJson) },
    { weight: 4, arbitrary: json('mutated', schema ? mutatedValue(schema, hints) : anyJson) },
    { weight: 1, arbitrary: json('any-json', anyJson) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant<BodySpec['kind']>('not-json'),
        contentType: anyContentType,
        body: notJson,
      }),
    },
  );
}
