import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.ts';

const createdAt = () => timestamp('creation_time', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One authorisation of our app by one platform shop for a tenant: the goods app (app type 1), the
 * order app (2) or both at once (1024). A platform shop with both apps authorised separately has two
 * rows; together they form its group (`appId`). Tokens and the shop's own credentials are encrypted.
 */
export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    stationType: integer('station_type').notNull(),
    /** the platform's own shop id */
    platformShopId: text('platform_shop_id').notNull(),
    shopName: text('shop_name').notNull(),
    appType: smallint('app_type').notNull(),
    accessTokenEnc: text('access_token_enc').notNull(),
    accessExpiresAt: at('access_expires_at').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    refreshExpiresAt: at('refresh_expires_at'),
    /** code-based stations: what was typed in (shop name, code or app credentials), to fetch new tokens */
    credentialsEnc: text('credentials_enc'),
    /** when the shop's order of our app ends, as the platform reports it */
    authorizationTimeOut: at('authorization_time_out'),
    /** set when a platform answered "authorisation expired" or a refresh failed; cleared by re-authorising */
    authExpiredAt: at('auth_expired_at'),
    certified: boolean('certified').notNull().default(false),
    creationTime: createdAt(),
    lastModificationTime: at('last_modification_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shops_authorization_idx').on(t.tenantId, t.stationType, t.platformShopId, t.appType),
    index('shops_tenant_idx').on(t.tenantId, t.creationTime),
  ],
);

/** The signed OAuth state of one authorisation redirect: good once, for a short while, for its tenant. */
export const shopOauthStates = pgTable('shop_oauth_states', {
  nonce: text('nonce').primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  stationType: integer('station_type').notNull(),
  module: text('module'),
  callback: text('callback').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  creationTime: createdAt(),
});

/** The tenant's 1688 buyer account (the buyer app), one per tenant. */
export const buyerApps = pgTable('buyer_apps', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  memberId: text('member_id').notNull(),
  accountName: text('account_name').notNull(),
  accessTokenEnc: text('access_token_enc').notNull(),
  accessExpiresAt: at('access_expires_at').notNull(),
  refreshTokenEnc: text('refresh_token_enc'),
  refreshExpiresAt: at('refresh_expires_at'),
  authorizationTimeOut: at('authorization_time_out'),
  creationTime: createdAt(),
  lastModificationTime: at('last_modification_time').notNull().defaultNow(),
});

/**
 * A distributor's application for a shop on a channel that cannot be authorised online (the
 * offline-only station types): the operators open it by hand, the review decides the status.
 */
export const offlineShopApplications = pgTable(
  'offline_shop_applications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    stationType: smallint('station_type').notNull(),
    shopName: text('shop_name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    note: text('note'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reviewNote: text('review_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('offline_shop_applications_tenant_idx').on(t.tenantId, t.submittedAt)],
);
