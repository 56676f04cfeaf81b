import fc from 'fast-check';
import type { SeededWorld } from '../isolation/index.ts';
import { type JsonSchema, type Operation, operationName } from './operations.ts';
import { PROOF_SEED } from './proof-world.ts';
import { buildUrl, type Identity, isIdName, type RequestCase } from './request-cases.ts';
import { validValue } from './schema-arbitraries.ts';

type Values = Record<string, string>;

const singular = (name: string) => (name.endsWith('Ids') ? name.slice(0, -1) : name);

/** The value a record gives a parameter or field: `goodsIds` takes the record's `goodsId`. */
function recordValue(record: Values, name: string, schema: JsonSchema | undefined): unknown {
  if (name in record) return record[name];
  const one = record[singular(name)];
  if (one === undefined) return undefined;
  return schema?.type === 'array' ? [one] : one;
}

/** Every parameter and body field name of an operation, nested ones included. */
export function fieldNames(op: Operation): string[] {
  const names = new Set(op.parameters.map((p) => p.name));
  const walk = (schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      names.add(name);
      walk(property);
    }
    walk(schema.items);
    for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(alternative);
  };
  walk(op.body?.schema);
  return [...names];
}

export const takesRecord = (op: Operation, record: Values) =>
  fieldNames(op).some((name) => recordValue(record, name, undefined) !== undefined);

/** Id-like names of the operation that no fixture gives and no fixture declares shared. */
export function uncoveredIds(op: Operation, data: SeededWorld): string[] {
  return fieldNames(op).filter(
    (name) =>
      isIdName(name) &&
      !data.sharedIds.has(name) &&
      !data.records.some((record) => recordValue(record, name, undefined) !== undefined),
  );
}

/** One schema-valid sample (fixed seed), so the matrix's requests are the same on every run. */
const sample = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, { seed: PROOF_SEED, numRuns: 1 })[0] as T;

/** Lays a record's values over a body sample, adding the fields it names even when optional. */
function overlay(value: unknown, schema: JsonSchema | undefined, record: Values): unknown {
  if (!schema) return value;
  if (schema.type === 'array' && schema.items) {
    const items = Array.isArray(value) && value.length ? value : [sample(validValue(schema.items))];
    return items.map((item) => overlay(item, schema.items, record));
  }
  if (!schema.properties) return value;
  const result: Record<string, unknown> = value && typeof value === 'object' ? { ...(value as object) } : {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const given = recordValue(record, name, property);
    if (given !== undefined) result[name] = given;
    else if (result[name] !== undefined) result[name] = overlay(result[name], property, record);
  }
  return result;
}

/** A valid request of the operation (its fixture example when one is given) carrying the record's values. */
export function recordRequest(
  op: Operation,
  record: Values,
  identity: Identity,
  example?: { query?: Record<string, unknown>; body?: unknown },
): RequestCase {
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = { ...example?.query };
  for (const param of op.parameters) {
    const given = recordValue(record, param.name, param.schema);
    const target = param.in === 'path' ? path : query;
    if (given !== undefined) target[param.name] = given;
    else if (target[param.name] === undefined && (param.required || param.in === 'path')) {
      target[param.name] = sample(validValue(param.schema));
    }
  }
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (op.body) {
    const body = overlay(example?.body ?? sample(validValue(op.body.schema)), op.body.schema, record);
    const form = op.body.contentType === 'application/x-www-form-urlencoded';
    headers['content-type'] = form ? op.body.contentType : 'application/json';
    payload = form
      ? new URLSearchParams(Object.entries(body as object).map(([k, v]): [string, string] => [k, String(v)])).toString()
      : JSON.stringify(body);
  }
  return {
    kind: 'hostile-ids',
    identity,
    method: op.method,
    url: buildUrl(op, path, query),
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

/** A's values found in a response body. */
export const leakedSecrets = (body: string, secrets: readonly string[]) => secrets.filter((s) => body.includes(s));

export const describeRequest = (op: Operation, c: RequestCase) =>
  `${operationName(op)} as ${c.identity}: ${c.method} ${c.url}${typeof c.payload === 'string' ? ` ${c.payload.slice(0, 200)}` : ''}`;
