import fc from 'fast-check';
import { type JsonSchema, type Operation, takesBody } from './operations.ts';
import { hostileValue, validValue } from './schema-arbitraries.ts';

export type Identity = 'guest' | 'distributor';

/** One request the fuzzer sends, and how it was made (for the report and for shrinking). */
export interface RequestCase {
  kind: CaseKind;
  identity: Identity;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export const CASE_KINDS = [
  'valid',
  'hostile-parameter',
  'hostile-field',
  'missing-required',
  'extra-fields',
  'hostile-ids',
  'malformed-json',
  'wrong-content-type',
  'body-of-wrong-type',
  'malformed-url',
] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** Parameter and field names that carry ids: `id`, `tenantId`, `goodsIds`, `union_id`, ... */
export const isIdName = (name: string) => /(^id$|Ids?$|_id$)/.test(name);

interface Shape {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 bytes of any string, lone surrogates included (encodeURIComponent throws). */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // a lone surrogate: encode the bytes Node writes for it
  }
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

export function buildUrl(op: Operation, path: Record<string, unknown>, query: Record<string, unknown>): string {
  const pathname = op.url.replace(/:(\w+)/g, (_, name: string) => encode(asText(path[name])) || 'x');
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encode(key)}=${encode(asText(item))}`);
  }
  return pairs.length ? `${pathname}?${pairs.join('&')}` : pathname;
}

function formEncode(body: unknown): string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return encode(asText(body));
  return Object.entries(body)
    .map(([key, value]) => `${encode(key)}=${encode(asText(value))}`)
    .join('&');
}

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A multipart body; the file is random bytes, an image header with junk after it, or nothing. */
const multipartBody = fc
  .record({
    boundary: fc.constantFrom('proofboundary', 'x'),
    files: fc.array(
      fc.record({
        field: fc.constantFrom('file', 'image', '', '😀'),
        name: fc.constantFrom('logo.png', 'logo.jpg', '../../x.png', '', 'a'.repeat(300), '图片.png'),
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
          fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.concat([PNG_HEADER, Buffer.from(b)])),
          fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0])),
        ),
      }),
      { maxLength: 3 },
    ),
    truncated: fc.boolean(),
  })
  .map(({ boundary, files, truncated }) => {
    const parts = files.map((f) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        f.bytes,
        Buffer.from('\r\n'),
      ]),
    );
    const end = Buffer.from(truncated ? `--${boundary}` : `--${boundary}--\r\n`);
    return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat([...parts, end]) };
  });

/** A value for a parameter or field named `name`: from the id pool when it carries ids. */
function idValue(name: string, schema: JsonSchema, idPool: readonly string[]): fc.Arbitrary<unknown> {
  const ids = fc.constantFrom(...idPool);
  if (name.endsWith('Ids')) return schema.type === 'array' ? fc.array(ids, { minLength: 1, maxLength: 3 }) : ids;
  return ids;
}

function withIds(value: unknown, schema: JsonSchema | undefined, idPool: readonly string[]): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(value);
  if (Array.isArray(value) && schema.items) {
    return fc.tuple(...value.map((item) => withIds(item, schema.items, idPool))).map((items) => items);
  }
  if (value && typeof value === 'object' && schema.properties) {
    const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => {
      const property = schema.properties?.[key];
      const arbitrary = isIdName(key) && property ? idValue(key, property, idPool) : withIds(item, property, idPool);
      return arbitrary.map((v) => [key, v] as const);
    });
    return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs));
  }
  return fc.constant(value);
}

/** Every key path of an object (one level into arrays), for picking the field to break. */
function keyPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? keyPaths(value[0], [...prefix, 0]) : [];
  if (!value || typeof value !== 'object') return [];
  return Object.keys(value).flatMap((key) => [[...prefix, key], ...keyPaths((value as never)[key], [...prefix, key])]);
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown, remove = false): unknown {
  const copy = structuredClone(value);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) delete node[last];
  else node[last] = replacement;
  return copy;
}

const pick = <T>(items: readonly T[], index: number): T | undefined => items[index % Math.max(items.length, 1)];

function baseShape(op: Operation): fc.Arbitrary<Shape> {
  const params = (where: 'path' | 'query') =>
    fc.record(
      Object.fromEntries(op.parameters.filter((p) => p.in === where).map((p) => [p.name, validValue(p.schema)])),
      {
        requiredKeys: op.parameters
          .filter((p) => p.in === where && (p.required || where === 'path'))
          .map((p) => p.name),
      },
    );
  const body = op.body ? validValue(op.body.schema) : fc.constant(undefined);
  return fc.record({ path: params('path'), query: params('query'), body }) as fc.Arbitrary<Shape>;
}

interface Encoded {
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

function encodeBody(op: Operation, body: unknown): { contentType?: string; payload?: string } {
  if (body === undefined) return {};
  const contentType = op.body?.contentType ?? 'application/json';
  if (contentType === 'application/x-www-form-urlencoded') return { contentType, payload: formEncode(body) };
  return { contentType: 'application/json', payload: JSON.stringify(body) };
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a" 1}',
  "{'a':1}",
  '[1,2',
  'nul',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  '\ufeff{}',
  '',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'image/png',
  'application/octet-stream',
  '',
];

const MALFORMED_PATHS = ['%', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '%00', 'a'.repeat(150), '%F0%9F%98%80'];

/** The requests for one operation: valid ones and every kind of broken one, seeded by fast-check. */
export function requestCases(op: Operation, idPool: readonly string[]): fc.Arbitrary<RequestCase> {
  const bodyMethod = takesBody(op);
  const kinds = CASE_KINDS.filter(
    (kind) =>
      bodyMethod || !['malformed-json', 'wrong-content-type', 'body-of-wrong-type', 'hostile-field'].includes(kind),
  );
  return fc
    .record({
      kind: fc.constantFrom(...kinds),
      identity: fc.constantFrom<Identity>('guest', 'distributor'),
      shape: baseShape(op),
      index: fc.nat(),
      hostile: hostileValue,
      extras: fc.dictionary(
        fc.constantFrom('__proto__', 'constructor', 'extra', 'isAdmin', 'tenantId', '😀', 'x'.repeat(200)),
        hostileValue,
        { minKeys: 1, maxKeys: 3 },
      ),
      malformed: fc.constantFrom(...MALFORMED_JSON),
      contentType: fc.constantFrom(...WRONG_CONTENT_TYPES),
      multipart: multipartBody,
      rawPath: fc.constantFrom(...MALFORMED_PATHS),
    })
    .chain((c) => {
      const { shape } = c;
      const finish = (s: Shape, override?: Partial<Encoded>): fc.Arbitrary<RequestCase> =>
        fc.constant(toCase(op, c.kind, c.identity, s, override));
      switch (c.kind) {
        case 'valid':
          // a body-taking route without a JSON schema (uploads) gets a multipart body
          return finish(shape, !op.body && bodyMethod && op.method === 'POST' ? c.multipart : undefined);
        case 'hostile-parameter': {
          const param = pick(op.parameters, c.index);
          if (!param) return finish(shape);
          const where = param.in === 'path' ? 'path' : 'query';
          return finish({ ...shape, [where]: { ...shape[where], [param.name]: c.hostile } });
        }
        case 'hostile-field': {
          const path = pick(keyPaths(shape.body), c.index);
          return finish({ ...shape, body: path ? setAt(shape.body, path, c.hostile) : c.hostile });
        }
        case 'missing-required': {
          const required = op.parameters.filter((p) => p.required && p.in === 'query');
          const bodyRequired = (op.body?.schema.required ?? []).map((key) => ['body', key] as const);
          const choices = [...required.map((p) => ['query', p.name] as const), ...bodyRequired];
          const choice = pick(choices, c.index);
          if (!choice) return finish({ ...shape, body: op.body ? undefined : shape.body });
          const [where, name] = choice;
          if (where === 'query') {
            const { [name]: _dropped, ...rest } = shape.query;
            return finish({ ...shape, query: rest });
          }
          return finish({ ...shape, body: setAt(shape.body, [name], undefined, true) });
        }
        case 'extra-fields': {
          const body =
            shape.body && typeof shape.body === 'object' && !Array.isArray(shape.body)
              ? { ...(shape.body as object), ...c.extras }
              : bodyMethod
                ? c.extras
                : shape.body;
          return finish({ ...shape, query: { ...shape.query, ...c.extras }, body });
        }
        case 'hostile-ids': {
          const idParams = op.parameters.filter((p) => isIdName(p.name));
          const params = fc.record(
            Object.fromEntries(idParams.map((p) => [p.name, idValue(p.name, p.schema, idPool)])),
          ) as fc.Arbitrary<Record<string, unknown>>;
          return fc.tuple(params, withIds(shape.body, op.body?.schema, idPool)).map(([ids, body]) => {
            const path = { ...shape.path };
            const query = { ...shape.query };
            for (const p of idParams) (p.in === 'path' ? path : query)[p.name] = ids[p.name];
            return toCase(op, c.kind, c.identity, { path, query, body });
          });
        }
        case 'malformed-json':
          return finish(shape, { contentType: 'application/json', payload: c.malformed });
        case 'wrong-content-type': {
          const payload = shape.body === undefined ? 'x=1' : JSON.stringify(shape.body);
          return finish(shape, { contentType: c.contentType, payload });
        }
        case 'body-of-wrong-type':
          return finish(shape, {
            contentType: op.body?.contentType ?? 'application/json',
            payload: JSON.stringify(c.hostile) ?? 'undefined',
          });
        case 'malformed-url': {
          const url = buildUrl(op, shape.path, shape.query);
          const pathParams = op.parameters.filter((p) => p.in === 'path');
          const target = pick(pathParams, c.index);
          const broken = target
            ? op.url
                .replace(/:(\w+)/g, (_, name: string) =>
                  name === target.name ? c.rawPath : encode(asText(shape.path[name])),
                )
                .concat(url.includes('?') ? url.slice(url.indexOf('?')) : '')
            : `${url}${url.includes('?') ? '&' : '?'}${c.rawPath}=${c.rawPath}`;
          return finish(shape, { url: broken });
        }
      }
    });
}

function toCase(
  op: Operation,
  kind: CaseKind,
  identity: Identity,
  shape: Shape,
  override?: Partial<Encoded>,
): RequestCase {
  const body = encodeBody(op, shape.body);
  const contentType = override?.contentType ?? body.contentType;
  const payload = override?.payload ?? body.payload;
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  return {
    kind,
    identity,
    method: op.method,
    url: override?.url ?? buildUrl(op, shape.path, shape.query),
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}
