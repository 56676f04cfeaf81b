import { alibabaConnector } from '../connectors/alibaba.connector.ts';
import { asRecord } from '../connectors/mapping.ts';
import { type ConnectorOptions, connectorApi, type ShopAccess } from '../core/connector.ts';

/**
 * The 1688 buyer account (authorised with module buy): whether password-free payment is open. The
 * buyer opens it on 1688's page (the sandbox's /alibaba/protocol-pay).
 */
export function createAlibabaBuyer(options: ConnectorOptions) {
  const connector = alibabaConnector.create(options);
  const api = connectorApi(connector);
  return {
    connector,
    async isProtocolPayOpen(buyer: ShopAccess): Promise<boolean> {
      const answer = asRecord(
        await api.call('com.alibaba.trade:alibaba.trade.pay.protocolPay.isopen', {}, { shop: buyer }),
      );
      return answer.isOpen === true;
    },
  };
}
