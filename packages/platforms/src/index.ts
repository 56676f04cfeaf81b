/**
 * Sales-platform connectors (one per online station, behind one interface) and the sandbox of the
 * platforms' open APIs. See README.md.
 */
export * from './alibaba/alibaba-buyer.ts';
export * from './alibaba/offer-source.ts';
export * from './connectors/index.ts';
export * from './core/connector.ts';
export * from './core/define-connector.ts';
export * from './core/http-client.ts';
export * from './core/listing-draft.ts';
export * from './core/platform-error.ts';
export * from './core/rate-limiter.ts';
export * from './core/sandbox-codes.ts';
export * from './core/signing.ts';
export type { SandboxAppRegistration } from './sandbox/app-registry.ts';
export {
  createPlatformSandbox,
  type PlatformSandbox,
  type PlatformSandboxOptions,
  type RunningSandbox,
  startPlatformSandbox,
} from './sandbox/create-platform-sandbox.ts';
export type { PlatformFaults } from './sandbox/faults.ts';
export { createInjectFetch } from './sandbox/inject-fetch.ts';
export {
  demoShopNames,
  fanmengShopApp,
  qunjielongAuthCode,
  SANDBOX_APPS,
  SANDBOX_PLATFORMS,
  type SandboxPlatformName,
} from './sandbox/sandbox-apps.ts';
export type { SandboxControl } from './sandbox/sandbox-control.ts';
export type { ListingRecord, ShopRecord } from './sandbox/sandbox-state.ts';
export * from './sandbox-connection.ts';
