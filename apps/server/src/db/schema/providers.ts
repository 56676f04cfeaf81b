import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What the local SMS provider "sent": the development outbox plays the user's phone. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    phoneNumber: text('phone_number').notNull(),
    text: text('text').notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phoneNumber, t.creationTime)],
);

/** Images uploaded through the blob-storage endpoint (local disk provider). */
export const uploadedImages = pgTable('uploaded_images', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  tenantId: uuid('tenant_id'),
  path: text('path').notNull(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
});

/** WeChat users of the sandbox "phone": who scans QR codes and follows the official account. */
export const wechatSandboxUsers = pgTable('wechat_sandbox_users', {
  unionId: text('union_id').primaryKey(),
  nickname: text('nickname').notNull(),
  followsOfficialAccount: boolean('follows_official_account').notNull().default(false),
  creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox official account's sent template messages: the inbox of each follower's phone. */
export const wechatSandboxInbox = pgTable(
  'wechat_sandbox_inbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    openId: text('open_id').notNull(),
    templateId: text('template_id').notNull(),
    url: text('url'),
    data: jsonb('data').notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wechat_sandbox_inbox_open_id_idx').on(t.openId, t.creationTime)],
);

/** The sandbox official account's followers: WeChat gives each follower an openid of this account. */
export const wechatSandboxFollowers = pgTable('wechat_sandbox_followers', {
  openId: text('open_id').primaryKey(),
  unionId: text('union_id')
    .notNull()
    .unique()
    .references(() => wechatSandboxUsers.unionId),
  isFollowing: boolean('is_following').notNull(),
  lastModificationTime: timestamp('last_modification_time', { withTimezone: true }).notNull().defaultNow(),
});
