import type { AppCredentials } from '../core/connector.ts';
import { SANDBOX_APPS, type SandboxPlatformName } from './sandbox-apps.ts';

/**
 * An app as the platform's developer console knows it: its credentials and the callback addresses it
 * registered. Connectors only see AppCredentials; the callbacks are the platform's business.
 */
export interface SandboxAppRegistration extends AppCredentials {
  /** where the consent page may send codes, compared as exact strings (none registered: every consent is refused) */
  redirectUris?: readonly string[];
}

export interface AppRegistryOptions {
  /** extra or replacement apps per platform (the defaults are SANDBOX_APPS) */
  apps?: Partial<Record<SandboxPlatformName, SandboxAppRegistration[]>>;
  /** the callbacks of our apps (SANDBOX_APPS' app keys) on every platform, unless an app in `apps` gives its own */
  redirectUris?: readonly string[];
}

interface RegisteredApp {
  credentials: AppCredentials;
  redirectUris: readonly string[];
}

/**
 * Why a callback address cannot be registered, or null. Absolute http(s) without a fragment, as RFC 6749
 * 3.1.2 asks; anything else stays exactly as given because matching is by exact string.
 */
export function redirectUriProblem(uri: unknown): string | null {
  if (typeof uri !== 'string' || uri.trim() !== uri || uri === '') return 'a callback is a non-empty string';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return `"${uri}" is not an absolute URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${uri}" is not http(s)`;
  if (uri.includes('#')) return `"${uri}" has a fragment`;
  return null;
}

/** checks a list of callbacks, throwing the first problem (a misconfigured sandbox should not start) */
export function checkedRedirectUris(uris: readonly unknown[], where: string): string[] {
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new Error(`${where}: ${problem}`);
  }
  return [...new Set(uris as string[])];
}

/** The apps of every sandbox platform with their registered callbacks; the admin endpoint may replace them. */
export class SandboxAppRegistry {
  private readonly byPlatform = new Map<string, RegisteredApp[]>();

  constructor(platforms: readonly string[], options: AppRegistryOptions = {}) {
    const shared = checkedRedirectUris(options.redirectUris ?? [], 'redirectUris');
    for (const platform of platforms) {
      const name = platform as SandboxPlatformName;
      const ours = SANDBOX_APPS[name]?.appKey;
      const apps: SandboxAppRegistration[] = options.apps?.[name] ?? (SANDBOX_APPS[name] ? [SANDBOX_APPS[name]] : []);
      this.byPlatform.set(
        platform,
        apps.map(({ redirectUris, ...credentials }) => ({
          credentials,
          redirectUris: redirectUris
            ? checkedRedirectUris(redirectUris, `apps.${platform}[${credentials.appKey}].redirectUris`)
            : credentials.appKey === ours
              ? shared
              : [],
        })),
      );
    }
  }

  private find(platform: string, appKey: string | undefined): RegisteredApp | undefined {
    const apps = this.byPlatform.get(platform);
    return appKey === undefined ? apps?.[0] : apps?.find((a) => a.credentials.appKey === appKey);
  }

  app(platform: string, appKey: string | undefined): AppCredentials | undefined {
    return appKey === undefined ? undefined : this.find(platform, appKey)?.credentials;
  }

  /** the app's key: the one given, or the platform's first app (ours unless `apps` replaced it) */
  appKeyOf(platform: string, appKey?: string): string | undefined {
    return this.find(platform, appKey)?.credentials.appKey;
  }

  /** the app's callbacks (the platform's first app when appKey is omitted); empty for an unknown app */
  redirectUris(platform: string, appKey?: string): readonly string[] {
    return this.find(platform, appKey)?.redirectUris ?? [];
  }

  /** every callback registered on the platform, by any app */
  allRedirectUris(platform: string): string[] {
    return (this.byPlatform.get(platform) ?? []).flatMap((a) => a.redirectUris);
  }

  /** replaces an app's callbacks, as its developer console would; throws for an unknown app or a bad address */
  setRedirectUris(platform: string, appKey: string | undefined, uris: readonly unknown[]): readonly string[] {
    const app = this.find(platform, appKey);
    if (!app) throw new Error(`no app ${appKey ?? ''} on ${platform}`);
    app.redirectUris = checkedRedirectUris(uris, 'redirectUris');
    return app.redirectUris;
  }
}
