import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from './error-schemas.ts';

/**
 * The tags the routes use, in the order a reader meets them, each with what it groups. A route
 * with a tag missing here shows in the document without a description (the OpenAPI test and
 * Redocly's `tag-description` name it).
 */
export const OPENAPI_TAGS: Record<string, string> = {
  system: 'Liveness and readiness of this instance, for the load balancer and the orchestrator',
  identity: 'Signing in (the OAuth2 token endpoint), SMS codes, the slide captcha and registering a distributor',
  account:
    "The signed-in distributor's session, tenant profile, logins, qualification, the suppliers it joined, and uploads",
  goods: 'The market goods list and the detail of a good',
  market: "Browsing the market: categories, curated and recent goods, rankings, a supplier's prices and price control",
  statistics: 'Sales figures of goods and suppliers',
  history: "The signed-in user's searches and viewed goods",
  collect: 'Goods the signed-in distributor collected',
  'distribution-list': 'Goods the distributor chose to publish to its shops',
  cart: 'The purchase cart: SKUs to order from suppliers',
  address: "Regions and the tenant's delivery addresses",
  orders: 'Confirming, placing, listing, reading and cancelling purchase orders',
  payment: 'Paying purchase orders',
  finance: "The distributor's balance, its recharges through the payment provider, and the money's movements",
  shops: "The tenant's shops on the sales platforms: authorising, listing and opening them, and the platforms' records",
  templates: "Each platform's publish template of a shop, with the platform's freight templates, brands and categories",
  publishing: 'Publishing goods to shops: the preflight, publish tasks, their progress and results, republishing',
  messages:
    'Notification switches, the WeChat official account and mini-program subscriptions, and the WeChat callback',
  sharing: 'Share links, short links and the mini-program code',
  workbench: "The distributor's workbench: the listings publishing made and where each good is listed",
  development: 'Demo mode only: the stand-ins of outside systems (the SMS outbox); not mounted in production',
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  operationId?: string;
  tags?: string[];
}
type OpenApiDocument = {
  paths?: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], Operation>>>;
  tags?: { name: string; description?: string }[];
  servers?: { url: string; description?: string }[];
} & Record<string, unknown>;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelWords = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capitalised)
    .join('');

/**
 * The operation id of a method and documented path, the same on every build: the method, then each
 * path segment in camel case after the common `/api` (`{id}` reads `ById`):
 * `GET /api/goods/good/{tenantId}/{id}` is `getGoodsGoodByTenantIdById`.
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  const words = segments.map((segment) => {
    const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
    return parameter === undefined ? camelWords(segment) : `By${camelWords(parameter)}`;
  });
  return method.toLowerCase() + words.join('');
}

/** Input a route validates: a request that breaks it is answered 400 with the error envelope. */
const INPUT_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** what the plugin documents for a route that declares no response, kept beside the 400 it gains */
const UNDECLARED_RESPONSE = { 200: z.unknown().describe('Default Response') };

/**
 * The route's schema as the document shows it: the 400 of the validator on every route that takes
 * input, unless the route declares its own. Only the document's copy: the route keeps its schema.
 */
function documentedSchema(schema: FastifySchema): FastifySchema {
  const response = (schema.response ?? UNDECLARED_RESPONSE) as Record<string | number, unknown>;
  const validates = INPUT_PARTS.some((part) => schema[part] !== undefined);
  if (!validates || response[400] !== undefined || response['4XX'] !== undefined) return schema;
  return { ...schema, response: { ...response, 400: errorEnvelopeSchema } };
}

type SchemaNode = Record<string, unknown>;
const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null;

/**
 * OpenAPI 3.0.3 honours `nullable` only beside a `type`: a nullable union (`z.union(...).nullable()`,
 * written as `{ nullable: true, anyOf }`) would not admit null. The null moves into the union: each
 * typed branch of an `anyOf` becomes nullable, or else a branch that is only null joins it.
 */
function admitNullInUnions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) admitNullInUnions(item);
    return;
  }
  if (!isNode(node)) return;
  for (const value of Object.values(node)) admitNullInUnions(value);
  if (node.nullable !== true || node.type !== undefined) return;
  const key = Array.isArray(node.anyOf) ? 'anyOf' : Array.isArray(node.oneOf) ? 'oneOf' : undefined;
  if (!key) return;
  const branches = node[key] as unknown[];
  const allTyped = branches.every((branch) => isNode(branch) && branch.type !== undefined && branch.$ref === undefined);
  node[key] =
    key === 'anyOf' && allTyped
      ? branches.map((branch) => ({ ...(branch as SchemaNode), nullable: true }))
      : [...branches, { type: 'string', nullable: true, enum: [null] }];
  delete node.nullable;
}

/**
 * What the whole document gains once every route is in: the server it is reached at, an operation id
 * for every operation, the tags it uses declared with their descriptions, nullable unions that admit null.
 */
export function completeDocument<D extends object>(built: D, publicUrl: string): D {
  const document = built as OpenApiDocument;
  const used = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      for (const tag of operation.tags ?? []) used.add(tag);
    }
  }
  admitNullInUnions(document.paths);
  const known = Object.keys(OPENAPI_TAGS).filter((name) => used.has(name));
  const unknown = [...used].filter((name) => OPENAPI_TAGS[name] === undefined).sort();
  document.servers = [{ url: publicUrl, description: 'This installation (PUBLIC_URL)' }];
  document.tags = [
    ...known.map((name) => ({ name, description: OPENAPI_TAGS[name] })),
    ...unknown.map((name) => ({ name })),
  ];
  return built;
}

/**
 * The OpenAPI document of the API (`/api/docs/json`) and its viewer (`/api/docs`), from the routes'
 * zod schemas. Each operation's `security` comes from its route's declared access (route-access.ts).
 */
export async function registerOpenApi(app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Puhuo distributor API',
        version: '0.1.0',
        description:
          'The API of the distributor web app: browse the suppliers’ market, authorise shops on the sales ' +
          'platforms, publish goods to them, and order from suppliers. Sign in at `POST /connect/token` and send ' +
          '`Authorization: Bearer <access_token>`. Errors answer `{ error: { code, message, details, validationErrors } }` ' +
          "(the token endpoint answers OAuth2's `{ error, error_description }`).",
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // the stand-ins' admin calls of demo mode (from another machine than the server's)
          sandboxAdmin: { type: 'apiKey', in: 'header', name: 'x-sandbox-admin-token' },
        },
      },
    },
    // the sandbox plays the sales platforms: their APIs are not ours to document
    transform: (input) =>
      input.url.startsWith('/sandbox/')
        ? { schema: { ...input.schema, hide: true }, url: input.url }
        : jsonSchemaTransform({ ...input, schema: documentedSchema(input.schema) }),
    // an openapi option makes the plugin build an OpenAPI (not Swagger 2) document
    transformObject: (built) =>
      'openapiObject' in built ? completeDocument(built.openapiObject, publicUrl) : built.swaggerObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
