/** An app authorisation that ends soon: a shop's app on a sales platform, or the 1688 buyer app. */
export interface ExpiringAuthorisation {
  tenantId: string;
  app: 'shopApp' | 'buyApp';
  /** the shop's id (or the buyer account's) — reminders are once per shop per threshold */
  shopId: string;
  shopName: string;
  stationType?: number;
  expiresAt: Date;
}

/**
 * The port the app-expiry reminders read through; the shops module implements it over its own
 * tables (this module never reads them).
 */
export interface ExpiringAuthorisationSource {
  /** authorisations whose time-out falls in [from, to) */
  listExpiringAuthorisations(range: { from: Date; to: Date }): Promise<ExpiringAuthorisation[]>;
}
