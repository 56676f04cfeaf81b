import { type CloudIsvPageCode, type CloudIsvPageCodeBody, Messages, StationType } from '@puhuo/domain';
import { AUTH_EXPIRED_REASON, isPlatformError } from '@puhuo/platforms';
import { badRequest } from '../../http/app-error.ts';
import { PlatformUnavailable, ShopUnavailable } from '../../lib/module-failures.ts';
import type { ShopAccessService } from './shop-access.service.ts';

/**
 * pdd's page code for a page of ours that shows a pdd shop's data (`pdd.cloud.isv.page.code`): the web
 * starts pdd's front-end detection plugin with it and sends it back, with the plugin's "pati", on every
 * call (X-PDD-PageCode, X-PDD-Pati), which the pdd calls made for that request forward.
 */
export class PddPageCodeService {
  constructor(
    private readonly shops: ShopAccessService,
    /** the product's configured address: the page's referer is built on it, never on what a client says */
    private readonly publicUrl: string,
  ) {}

  async pageCode(user: { userId: string; tenantId: string }, body: CloudIsvPageCodeBody): Promise<CloudIsvPageCode> {
    const session = await this.shops.sessionFor(user.tenantId, body.shopId);
    const pageCode = session.connector.pageCode;
    if (session.station !== StationType.Pdd || !pageCode) {
      throw badRequest(Messages.shopNotOfPlatform, 'ShopNotOfPlatform');
    }
    try {
      return {
        pageCode: await pageCode(session.access, { pageUrl: this.pageUrlOf(body.pageUrl), userId: user.userId }),
      };
    } catch (error) {
      if (!isPlatformError(error)) throw error;
      if (error.kind === 'authExpired') {
        await this.shops.markAuthorizationExpired(session.shopId);
        throw new ShopUnavailable('authExpired', AUTH_EXPIRED_REASON);
      }
      if (error.retryable) throw new PlatformUnavailable('busy', Messages.platformBusy);
      throw new PlatformUnavailable('refused', error.message);
    }
  }

  /**
   * The page's path and query on the product's own address: a standard URL pdd takes as the referer,
   * whatever the client sent (the hash never reaches a server; an address that is no page is the root).
   */
  private pageUrlOf(pageUrl: string): string {
    const origin = new URL(this.publicUrl).origin;
    let given: URL;
    try {
      given = new URL(pageUrl, origin);
    } catch {
      given = new URL('/', origin);
    }
    const isPage = (given.protocol === 'http:' || given.protocol === 'https:') && given.pathname.startsWith('/');
    return isPage ? `${origin}${given.pathname}${given.search}` : `${origin}/`;
  }
}
