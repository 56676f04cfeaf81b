/** Connectors made from their definitions (connector.ts): bound to options, rate-limited, and their API kept. */
import { findStation } from '@puhuo/domain';
import type {
  Capability,
  ConnectorDefinition,
  ConnectorFactory,
  ConnectorOptions,
  PlatformApi,
  PlatformConnector,
  ResolvedConnectorOptions,
  ShopAccess,
} from './connector.ts';
import { DEFAULT_TIMEOUT_MS } from './http-client.ts';
import { isPlatformError } from './platform-error.ts';
import { TokenBucketLimiter } from './rate-limiter.ts';
import { SandboxCode } from './sandbox-codes.ts';

const apis = new WeakMap<PlatformConnector, PlatformApi>();

/** the bound API behind a connector, for calls beyond the common operations (1688 offers and buyer) */
export function connectorApi(connector: PlatformConnector): PlatformApi {
  const api = apis.get(connector);
  if (!api) throw new Error('not a connector made by defineConnector');
  return api;
}

export function resolveOptions(options: ConnectorOptions): ResolvedConnectorOptions {
  return {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    authorizeBaseUrl: (options.authorizeBaseUrl ?? options.baseUrl).replace(/\/+$/, ''),
    oauthBaseUrl: (options.oauthBaseUrl ?? options.baseUrl).replace(/\/+$/, ''),
    app: options.app,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    limiter: options.limiter ?? new TokenBucketLimiter(),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now: options.now ?? (() => new Date()),
  };
}

/**
 * Declares a platform's connector as data (station, authorisation kind, limits, transport) plus one
 * small function per operation it offers. `create` binds it to a base URL and app credentials.
 */
export function defineConnector(definition: ConnectorDefinition): ConnectorFactory {
  const station = findStation(definition.station);
  if (!station?.isOnline) throw new Error(`station ${definition.station} is not an online station`);
  return {
    station: definition.station,
    definition,
    create(options) {
      const resolved = resolveOptions(options);
      const api: PlatformApi = {
        station: definition.station,
        options: resolved,
        now: resolved.now,
        async call(method, params, context = {}) {
          const appKey = context.shop?.app?.appKey ?? resolved.app.appKey;
          await resolved.limiter.acquire({ station: definition.station, appKey });
          return definition.transport.call(api, method, params, context);
        },
      };
      const capabilities = Object.keys(definition.operations).filter(
        (name): name is Capability => name !== 'publish' && name !== 'getListing',
      );
      const bound: Record<string, unknown> = {};
      for (const [name, operation] of Object.entries(definition.operations)) {
        bound[name] = (...args: unknown[]) =>
          (operation as (api: PlatformApi, ...a: unknown[]) => unknown)(api, ...args);
      }
      const getListing = bound.getListing as PlatformConnector['getListing'];
      // "no such listing" is an answer, not a failure
      bound.getListing = (shop: ShopAccess, listingId: string) =>
        getListing(shop, listingId).catch((error: unknown) => {
          if (isPlatformError(error) && error.code?.includes(SandboxCode.ListingNotFound)) return null;
          throw error;
        });
      const connector = {
        ...bound,
        station: definition.station,
        name: station.name,
        label: station.label,
        definition,
        capabilities,
        has: (capability: Capability) => capabilities.includes(capability),
      } as unknown as PlatformConnector;
      apis.set(connector, api);
      return connector;
    },
  };
}
