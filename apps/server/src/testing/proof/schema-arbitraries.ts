import fc from 'fast-check';
import type { JsonSchema } from './operations.ts';

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : INT32_MIN);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : INT32_MAX);
  // fc.integer stays within 32 bits; the bounds themselves are the interesting edges beyond
  const inner = fc.integer({ min: clamp(min, INT32_MIN, INT32_MAX), max: clamp(max, INT32_MIN, INT32_MAX) });
  return fc.oneof({ weight: 4, arbitrary: inner }, { weight: 1, arbitrary: fc.constantFrom(min, max) });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? 1e9));
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.constantFrom('手机', '女装', '连衣裙夏季新款', 'iPhone 15 壳').filter((s) => s.length >= minLength),
  );
}

/** Values that satisfy the schema (as far as JSON schema says: refinements in code may still refuse them). */
export function validValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(validValue));
  if (schema.allOf?.length) return validValue(schema.allOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type })));
  const valueArbitrary = typedValue(types[0], schema);
  return schema.nullable ? fc.option(valueArbitrary, { nil: null }) : valueArbitrary;
}

function typedValue(type: string | undefined, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectValue(schema);
    default:
      return schema.properties ? objectValue(schema) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectValue(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value)]));
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A long string: past every length limit; 300,000 emoji make a body past the 1 MB body limit. */
export const hugeString = fc
  .tuple(fc.constantFrom('a', '好', '😀', '%', '\u0000'), fc.constantFrom(1_000, 20_000, 300_000))
  .map(([unit, times]) => unit.repeat(times));

/** Edge values of any type: the things a careless handler turns into a 500. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -2_147_483_649,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e308,
    0.5,
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-1',
    '1e999',
    '0x10',
    '../../../etc/passwd',
    '%00',
    '%',
    '\u0000',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '😀👍🏽👨‍👩‍👧‍👦',
    '\u202eevil',
    '\ud800',
    '１２３４５６７８９０１',
    `\${7*7}`, // a template-injection probe, sent as written
    '__proto__',
    [],
    {},
    [1, 'a', null],
    { __proto__: { polluted: true } },
  ),
  fc.string({ maxLength: 30, unit: 'grapheme' }),
  fc.string({ maxLength: 30, unit: 'binary' }),
  fc.integer(),
  fc.double(),
  hugeString,
  fc.jsonValue({ maxDepth: 3 }),
);
