import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('creation_time', { withTimezone: true }).notNull().defaultNow();

/** A tenant is a distributor or a supplier company. */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  kind: text('kind', { enum: ['distributor', 'supplier'] }).notNull(),
  companyName: text('company_name').notNull(),
  /** short code; sub-account user names end with it */
  uid: text('uid').notNull().unique(),
  phoneNumber: text('phone_number'),
  logoUrl: text('logo_url'),
  fromStation: integer('from_station'),
  inviterCode: text('inviter_code'),
  productType: smallint('product_type').notNull().default(2),
  creationTime: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userName: text('user_name').notNull().unique(),
    passwordHash: text('password_hash'),
    phoneNumber: text('phone_number'),
    unionId: text('union_id'),
    isRetail: boolean('is_retail').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [
    index('users_tenant_idx').on(t.tenantId),
    uniqueIndex('users_phone_idx').on(t.phoneNumber),
    uniqueIndex('users_union_idx').on(t.unionId),
  ],
);

/** Opaque bearer tokens, stored as SHA-256 hashes only. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** the sign-in this token belongs to: logging out or a stolen refresh token ends every token of it */
    sessionId: uuid('session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    creationTime: createdAt(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId), index('access_tokens_session_idx').on(t.sessionId)],
);

/**
 * Refresh tokens of browser sessions, kept in an HttpOnly cookie the page's script cannot read: each is
 * used once and replaced (rotation); presenting a used one again ends the session (docs/security.md).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: uuid('session_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    creationTime: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Wrong passwords per account name: five within 15 minutes ask for the slide captcha. */
/**
 * Password guesses per user name within the lockout window: counted before the password is checked,
 * in one statement, so parallel guesses cannot slip past the limit (login.service.ts).
 */
export const loginAttempts = pgTable('login_attempts', {
  userName: text('user_name').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

export const slideCaptchas = pgTable('slide_captchas', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  gapX: integer('gap_x').notNull(),
  gapY: integer('gap_y').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  creationTime: createdAt(),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    /** wrong guesses against this code; it dies after a few */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    creationTime: createdAt(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phoneNumber, t.creationTime),
    index('sms_codes_ip_idx').on(t.ip, t.creationTime),
  ],
);

/** One-time tickets: registration hand-over, opening the workbench, ticket login. */
export const authTickets = pgTable('auth_tickets', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  ticketHash: text('ticket_hash').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  creationTime: createdAt(),
});

/** A WeChat login QR (scene 1): the phone scans and confirms, the browser's connection is told. */
export const wechatLoginScans = pgTable('wechat_login_scans', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  sceneKey: text('scene_key').notNull().unique(),
  connectionId: text('connection_id').notNull(),
  status: text('status', { enum: ['waiting', 'scanned', 'confirmed', 'consumed'] }).notNull(),
  unionId: text('union_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  creationTime: createdAt(),
});

/**
 * What a distributor submits to be qualified (/qualification-apply): company, business licence image
 * (an image it uploaded, checked by content), contact; the operator's review decides the status.
 */
export const distributorQualifications = pgTable('distributor_qualifications', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  companyName: text('company_name').notNull(),
  licenceImageUrl: text('licence_image_url').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  /** QUALIFICATION_STATUS: pending, approved, rejected */
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
  reviewNote: text('review_note'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});
