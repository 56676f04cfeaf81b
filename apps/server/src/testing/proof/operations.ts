import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteAccess, RouteEntry } from '../../http/route-access.ts';

/** A JSON schema as @fastify/swagger writes it (the subset the proof suite reads). */
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
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** One operation to prove: from the OpenAPI document, or from the route table for hidden routes. */
export interface Operation {
  method: string;
  /** the path as Fastify knows it (`/api/goods/good/:tenantId/:id`) */
  url: string;
  parameters: Parameter[];
  body: { contentType: string; schema: JsonSchema } | null;
  access: RouteAccess | undefined;
  requiresLogin: boolean;
  documented: boolean;
  /** the JSON body schema documented per status code */
  responses: Record<string, JsonSchema>;
}

export const operationName = (op: { method: string; url: string }) => `${op.method} ${op.url}`;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const takesBody = (op: Operation) => op.body !== null || BODY_METHODS.has(op.method);

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const openApiPathToFastify = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

function routeOf(table: RouteEntry[], method: string, url: string): RouteEntry | undefined {
  return table.find((r) => r.method === method && r.url === url);
}

/** The JSON schema of a zod schema a hidden route declares (as the OpenAPI transform would write it). */
function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function hiddenOperation(route: RouteEntry): Operation {
  const schema = (route.schema ?? {}) as { querystring?: unknown; params?: unknown; body?: unknown };
  const parameters: Parameter[] = [];
  for (const [location, source] of [
    ['query', schema.querystring],
    ['path', schema.params],
  ] as const) {
    const json = jsonSchemaOf(source);
    for (const [name, property] of Object.entries(json?.properties ?? {})) {
      parameters.push({ name, in: location, required: json?.required?.includes(name) ?? false, schema: property });
    }
  }
  for (const match of route.url.matchAll(/:(\w+)/g)) {
    const name = match[1] ?? '';
    if (!parameters.some((p) => p.in === 'path' && p.name === name)) {
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  const body = jsonSchemaOf(schema.body);
  return {
    method: route.method,
    url: route.url,
    parameters,
    // hidden routes are the sandbox's HTML forms
    body: body ? { contentType: 'application/x-www-form-urlencoded', schema: body } : null,
    access: route.access,
    requiresLogin: route.requiresLogin,
    documented: false,
    responses: {},
  };
}

/**
 * Every operation of the app: those of its OpenAPI document (`app.swagger()`), then the routes the
 * document hides (sandbox pages), except WebSocket and static-file routes. HEAD mirrors GET and is left out.
 */
export function collectOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [lowerMethod, spec] of Object.entries(methods)) {
      const method = lowerMethod.toUpperCase();
      const url = openApiPathToFastify(path);
      const route = routeOf(app.routeTable, method, url);
      const [contentType, content] = Object.entries(spec.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method,
        url,
        parameters: (spec.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({
            name: p.name,
            in: p.in as 'path' | 'query',
            required: p.required === true,
            schema: p.schema,
          })),
        body: contentType ? { contentType, schema: content?.schema ?? {} } : null,
        access: route?.access,
        requiresLogin: route?.requiresLogin ?? false,
        documented: true,
        responses: Object.fromEntries(
          Object.entries(spec.responses ?? {}).flatMap(([status, response]) => {
            const schema = response.content?.['application/json']?.schema;
            return schema ? [[status, schema]] : [];
          }),
        ),
      });
    }
  }
  for (const route of app.routeTable) {
    if (!route.hidden || route.websocket || route.method === 'HEAD' || route.plugin) continue;
    if (operations.some((op) => op.method === route.method && op.url === route.url)) continue;
    operations.push(hiddenOperation(route));
  }
  return operations;
}
