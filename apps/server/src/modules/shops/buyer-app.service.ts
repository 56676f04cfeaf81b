import { isPlatformError } from '@puhuo/platforms';
import { badRequest } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { PlatformConnectors } from '../../providers/platforms/platform-connectors.ts';
import type { BuyerProtocolPayGateway } from '../orders/index.ts';
import type { ShopRepository } from './shop.repository.ts';
import { ShopMessages } from './shop-messages.ts';

/**
 * The tenant's 1688 buyer account beyond its authorisation: password-free payment. It is the orders
 * module's protocol-pay gateway: 1688 goods are ordered only once 1688 says payment is password-free.
 */
export class BuyerAppService implements BuyerProtocolPayGateway {
  constructor(
    private readonly repository: ShopRepository,
    private readonly connectors: PlatformConnectors,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
  ) {}

  /**
   * Whether 1688 password-free payment is open for the tenant's buyer account, asked of 1688 each time
   * (the buyer opens it on 1688's own page). Without a live buyer authorisation it cannot be.
   */
  async canProtocolPay(tenantId: string): Promise<boolean> {
    const row = await this.repository.buyerApp(tenantId);
    const now = this.clock.now();
    if (!row || row.accessExpiresAt <= now || (row.authorizationTimeOut && row.authorizationTimeOut <= now)) {
      return false;
    }
    const buyer = this.connectors.alibabaBuyer();
    if (!buyer) throw badRequest(ShopMessages.protocolPayUnavailable, 'ProtocolPayUnavailable');
    try {
      return await buyer.isProtocolPayOpen({
        accessToken: this.secrets.open(row.accessTokenEnc),
        shopId: row.memberId,
      });
    } catch (error) {
      if (isPlatformError(error) && error.kind === 'authExpired') return false;
      if (isPlatformError(error)) throw badRequest(ShopMessages.protocolPayUnavailable, 'ProtocolPayUnavailable');
      throw error;
    }
  }
}
