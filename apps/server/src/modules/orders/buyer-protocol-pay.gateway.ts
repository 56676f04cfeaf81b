/**
 * Whether a distributor's 1688 buyer account may pay 1688 orders without a password (protocol
 * payment). The shops module's buyer app answers it from 1688 itself (`BuyerAppService`): false while
 * no buyer app is authorised, or its authorisation lapsed.
 */
export interface BuyerProtocolPayGateway {
  canProtocolPay(tenantId: string): Promise<boolean>;
}
