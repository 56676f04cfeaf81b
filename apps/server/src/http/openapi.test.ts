import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { completeDocument, OPENAPI_TAGS, operationIdOf } from './openapi.ts';
import type { RouteAccess } from './route-access.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}
interface Document {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const PUBLIC_URL = 'https://puhuo.test/app';

let ctx: TestContext;
let document: Document;
/** every operation of the document as `METHOD /path` */
let operations: [string, Operation][];

beforeAll(async () => {
  ctx = await createTestContext({ goods: 1, config: { publicUrl: PUBLIC_URL } });
  document = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
});
afterAll(async () => ctx?.close());

/** what an operation says of who may call it, by its route's access (route-access.ts) */
const SECURITY_OF: Record<RouteAccess, Operation['security']> = {
  public: [],
  viewer: [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  'tenant-owned': [{ bearer: [] }],
  sandbox: [{ sandboxAdmin: [] }],
};

describe('the OpenAPI document an integrator relies on', () => {
  it('should name the installation it describes (PUBLIC_URL) as its server', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: PUBLIC_URL })]);
  });

  it('should give every operation a summary', () => {
    const silent = operations.filter(([, operation]) => !operation.summary?.trim()).map(([name]) => name);
    expect(silent).toEqual([]);
  });

  it("should declare on every operation the security of its route's access", () => {
    const accessOf = new Map(
      ctx.app.routeTable.map((route) => [`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`, route.access]),
    );
    const wrong = operations
      .map(([name, operation]) => {
        const access = accessOf.get(name);
        return { name, access, security: operation.security, expected: access && SECURITY_OF[access] };
      })
      .filter((r) => r.expected === undefined || JSON.stringify(r.security) !== JSON.stringify(r.expected));
    expect(wrong).toEqual([]);
  });

  it('should give every operation a unique, URL-safe operation id', () => {
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.filter((id) => !id || !/^[A-Za-z0-9]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/goods/good/{tenantId}/{id}']?.get?.operationId).toBe('getGoodsGoodByTenantIdById');
  });

  it('should declare every tag it uses, each with a description', () => {
    const used = new Set(operations.flatMap(([, operation]) => operation.tags ?? []));
    expect(operations.filter(([, operation]) => !operation.tags?.length).map(([name]) => name)).toEqual([]);
    expect(document.tags?.map((tag) => tag.name).sort()).toEqual([...used].sort());
    expect(document.tags?.filter((tag) => !tag.description).map((tag) => tag.name)).toEqual([]);
  });

  it('should document the 400 of every operation that validates input', () => {
    const missing = operations
      .filter(([, operation]) => operation.parameters?.length || operation.requestBody)
      .filter(([, operation]) => !operation.responses?.['400'])
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});

describe('operationIdOf', () => {
  it('should read the method and the path after /api in camel case, a parameter as By<Name>', () => {
    expect(operationIdOf('get', '/api/goods/good/{tenantId}/{id}')).toBe('getGoodsGoodByTenantIdById');
    expect(operationIdOf('PUT', '/api/multi-tenancy/tenants/update-companyname')).toBe(
      'putMultiTenancyTenantsUpdateCompanyname',
    );
    expect(operationIdOf('post', '/api/region/address_transform')).toBe('postRegionAddressTransform');
    expect(operationIdOf('get', '/s/{code}')).toBe('getSByCode');
    expect(operationIdOf('get', '/health')).toBe('getHealth');
  });
});

describe('completeDocument', () => {
  const objectOf = (source: string) => ({ type: 'object', properties: { source: { type: 'string', enum: [source] } } });

  it('should make a nullable union admit null the way OpenAPI 3.0.3 reads it', () => {
    const built = {
      paths: {
        '/a': {
          get: {
            tags: ['system'],
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: {
                        category: { nullable: true, anyOf: [objectOf('manual'), objectOf('none')] },
                        choice: { nullable: true, oneOf: [objectOf('x'), { $ref: '#/components/schemas/Y' }] },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    const done = completeDocument(built, 'https://puhuo.test');
    const properties = done.paths['/a'].get.responses[200].content['application/json'].schema.properties;
    expect(properties.category).toEqual({
      anyOf: [
        { ...objectOf('manual'), nullable: true },
        { ...objectOf('none'), nullable: true },
      ],
    });
    expect(properties.choice).toEqual({
      oneOf: [objectOf('x'), { $ref: '#/components/schemas/Y' }, { type: 'string', nullable: true, enum: [null] }],
    });
  });

  it('should keep an operation id a route chose and declare a tag it does not know without a description', () => {
    const built = {
      paths: { '/api/x': { get: { operationId: 'chosen', tags: ['system', 'zzz'], responses: {} } } },
    };
    const done = completeDocument(built, 'https://puhuo.test') as typeof built & Pick<Document, 'tags'>;
    expect(done.paths['/api/x'].get.operationId).toBe('chosen');
    expect(done.tags).toEqual([{ name: 'system', description: OPENAPI_TAGS.system }, { name: 'zzz' }]);
  });
});
