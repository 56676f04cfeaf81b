/**
 * Per-tenant settings (spec doc 1 §7): when one window of a tenant changes one, the server tells every
 * open window of the tenant with the realtime event TENANT_SETTINGS_CHANGED and the setting's name, and
 * each reads it again (TenantSettingsSync on the web).
 */
export const TENANT_SETTINGS = [
  /** the message switches, publish-result notify among them (per tenant, decision 0005) */
  'messageSwitches',
  /** the market's recommended categories */
  'recommendCategories',
  /** the blue-ocean selling multiple (代发价倍数) of a good */
  'sellingMultiple',
  /** a shop's publish template */
  'publishTemplates',
  /** the company name and logo */
  'profile',
] as const;
export type TenantSetting = (typeof TENANT_SETTINGS)[number];

export const TENANT_SETTINGS_CHANGED = 'TenantSettingsChanged';

export interface TenantSettingsChange {
  setting: TenantSetting;
}
