import { chinaDay } from '../../lib/china-time.ts';
import type { ExpiringAuthorisation, ExpiringAuthorisationSource } from '../messages/index.ts';
import type { ShopRepository } from './shop.repository.ts';

/**
 * The shops module's answer to the app-expiry reminders: shop authorisations whose order of our app
 * ends soon, and 1688 buyer apps likewise. A platform shop that authorised the goods and the order
 * app separately, both ending the same day, is one reminder, not two.
 */
export class ExpiringShopAuthorisations implements ExpiringAuthorisationSource {
  constructor(private readonly repository: ShopRepository) {}

  async listExpiringAuthorisations({ from, to }: { from: Date; to: Date }): Promise<ExpiringAuthorisation[]> {
    const [shops, buyerApps] = await Promise.all([
      this.repository.endingBetween(from, to),
      this.repository.buyerAppsEndingBetween(from, to),
    ]);
    const seen = new Set<string>();
    const expiring: ExpiringAuthorisation[] = [];
    for (const shop of shops) {
      if (!shop.authorizationTimeOut) continue;
      const key = `${shop.tenantId}:${shop.stationType}:${shop.platformShopId}:${chinaDay(shop.authorizationTimeOut)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      expiring.push({
        tenantId: shop.tenantId,
        app: 'shopApp',
        shopId: shop.id,
        shopName: shop.shopName,
        stationType: shop.stationType,
        expiresAt: shop.authorizationTimeOut,
      });
    }
    for (const buyerApp of buyerApps) {
      if (!buyerApp.authorizationTimeOut) continue;
      expiring.push({
        tenantId: buyerApp.tenantId,
        app: 'buyApp',
        shopId: buyerApp.memberId,
        shopName: buyerApp.accountName,
        expiresAt: buyerApp.authorizationTimeOut,
      });
    }
    return expiring;
  }
}
