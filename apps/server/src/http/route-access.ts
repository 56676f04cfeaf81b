import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorEnvelopeSchema } from './error-schemas.ts';

/**
 * Who may call a route and whose data it touches, declared beside the route as `config: { access }`.
 * The proof suite (apps/server/src/testing/proof) derives its auth and tenant-isolation checks from it
 * and fails for any route that has none.
 *
 * - `public`: anyone; the answer is the same whoever asks (health, captcha, sign-in, a supplier's settings).
 * - `viewer`: anyone; the answer depends on who asks (market lists show invited goods to invited
 *   distributors only), so another tenant's private records must not show through it.
 * - `user`: login required; reads or changes only the caller's own user or tenant (profile, history),
 *   whatever ids the request carries.
 * - `tenant-owned`: login required; names records owned by a tenant by id (a cart line, a shop, a task):
 *   another tenant's id answers 404 or 403.
 * - `sandbox`: a development stand-in of an outside system (the SMS outbox, the WeChat phone page).
 */
export const ROUTE_ACCESS = ['public', 'viewer', 'user', 'tenant-owned', 'sandbox'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call the route and whose data it touches (see route-access.ts) */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** every route as registered, with its access; read by the proof suite */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** a guest gets 401 */
  requiresLogin: boolean;
  /** left out of the OpenAPI document */
  hidden: boolean;
  websocket: boolean;
  /** registered by a plugin (static files, API docs) and classified by a plugin rule */
  plugin: boolean;
  schema: RouteOptions['schema'];
}

export function requiresLogin(config: { auth?: boolean; access?: RouteAccess } | undefined): boolean {
  return config?.auth === true || config?.access === 'user' || config?.access === 'tenant-owned';
}

/** Routes that plugins register (static files, API docs) cannot carry a config: they are classified here. */
export interface PluginRouteRule {
  access: RouteAccess;
  /** routes whose path starts with this */
  prefix?: string;
  /** the file routes @fastify/static registers for this folder (`wildcard: false`) */
  servedFrom?: string;
}

function ruleMatches(rule: PluginRouteRule, route: RouteOptions): boolean {
  if (rule.prefix !== undefined) return route.url.startsWith(rule.prefix);
  const rootPath = (route.config as { rootPath?: string } | undefined)?.rootPath;
  return rule.servedFrom !== undefined && rootPath?.startsWith(rule.servedFrom) === true;
}

/**
 * Records every route in `app.routeTable`, giving plugin routes their access from `pluginRules`.
 * Must run before any route is registered.
 */
export function registerRouteTable(app: FastifyInstance, pluginRules: PluginRouteRule[]): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rule = pluginRules.find((r) => ruleMatches(r, route));
    const plugin = !route.config?.access && rule !== undefined;
    if (plugin) route.config = { ...route.config, access: rule.access };
    documentAccess(route);
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        access: route.config?.access,
        requiresLogin: requiresLogin(route.config),
        hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
        websocket: Boolean((route as { websocket?: boolean }).websocket),
        plugin,
        schema: route.schema,
      });
    }
  });
}

/**
 * What the OpenAPI document says of who may call an operation, derived from its declared access so
 * it cannot drift: login-only operations name the bearer scheme and their 401; public ones none;
 * viewer ones either (the answer depends on who asks).
 */
function documentAccess(route: RouteOptions): void {
  const schema = route.schema as (RouteOptions['schema'] & { hide?: boolean; security?: unknown }) | undefined;
  if (!schema || schema.hide) return;
  const access = route.config?.access;
  if (requiresLogin(route.config)) {
    schema.security ??= [{ bearer: [] }];
    const response = (schema.response ?? {}) as Record<string | number, unknown>;
    if (response[401] === undefined) schema.response = { ...response, 401: errorEnvelopeSchema };
  } else if (access === 'viewer') {
    schema.security ??= [{}, { bearer: [] }];
  } else if (access === 'public') {
    schema.security ??= [];
  } else if (access === 'sandbox') {
    // demo mode only: this machine, or the holder of SANDBOX_ADMIN_TOKEN
    schema.security ??= [{ sandboxAdmin: [] }];
  }
}
