import { alibabaConnector } from '../connectors/alibaba.connector.ts';
import { asArray, asRecord } from '../connectors/mapping.ts';
import type { ConnectorOptions, ShopAccess } from '../core/connector.ts';
import { connectorApi } from '../core/define-connector.ts';
import { AlibabaApi } from './alibaba-protocol.ts';

const yes = (value: unknown) => value === true || value === 'true';

/**
 * The 1688 buyer account (authorised with module buy): whether password-free payment is open. The
 * buyer opens it on 1688's page (the sandbox's /alibaba/protocol-pay).
 *
 * alibaba.trade.pay.protocolPay.isopen answers `result.result.paymentAgreements[{ payChannel,
 * bindingStatus, signedStatus, signUrl }]` with the statuses as strings; a channel is usable when
 * both are "true" (1688's API doc; bububa/go1688 requests/alibaba/trade/payProtocolPay*.go).
 */
export function createAlibabaBuyer(options: ConnectorOptions) {
  const connector = alibabaConnector.create(options);
  const api = connectorApi(connector);
  return {
    connector,
    async isProtocolPayOpen(buyer: ShopAccess): Promise<boolean> {
      const answer = asRecord(await api.call(AlibabaApi.protocolPayIsOpen, {}, { shop: buyer }));
      const agreements = asArray(asRecord(asRecord(answer.result).result).paymentAgreements);
      return agreements.some((a) => yes(a.signedStatus) && yes(a.bindingStatus));
    },
  };
}
