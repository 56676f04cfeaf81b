import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { creationTime, lastModificationTime, tenantRef, userRef } from './columns.ts';
import { users } from './identity.ts';

/** A tenant's message switches; a switch never touched has no row and takes its default. */
export const messageSwitches = pgTable(
  'message_switches',
  {
    tenantId: tenantRef(),
    switchKey: text('switch_key').notNull(),
    isEnable: boolean('is_enable').notNull(),
    lastModificationTime: lastModificationTime(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.switchKey] })],
);

/** Who follows the official account: a user bound to the openid that scanned their scene-2 QR. */
export const officialAccountFollowers = pgTable(
  'official_account_followers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    tenantId: tenantRef(),
    openId: text('open_id').notNull(),
    isFollowing: boolean('is_following').notNull(),
    followedAt: timestamp('followed_at', { withTimezone: true }).notNull(),
    lastModificationTime: lastModificationTime(),
  },
  (t) => [index('oa_followers_tenant_idx').on(t.tenantId), index('oa_followers_open_id_idx').on(t.openId)],
);

/** Scene-2 QR codes: an unguessable scene key standing for one user of one tenant, for a while. */
export const followScenes = pgTable('follow_scenes', {
  sceneKey: text('scene_key').primaryKey(),
  userId: userRef(),
  tenantId: tenantRef(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  creationTime: creationTime(),
});

/** Nonces of accepted WeChat callbacks: a replayed callback is refused. */
export const wechatCallbackNonces = pgTable('wechat_callback_nonces', {
  nonce: text('nonce').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/** A notification, written once per (tenant, kind, dedupe key): a job run twice never sends twice. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantRef(),
    /** the one user it is for, or null for every user of the tenant */
    userId: uuid('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    data: jsonb('data').notNull(),
    creationTime: creationTime(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_idx').on(t.tenantId, t.kind, t.dedupeKey),
    index('notifications_tenant_idx').on(t.tenantId, t.creationTime),
  ],
);

/** One WeChat template message per notification and following user, and how it went. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id),
    userId: userRef(),
    openId: text('open_id').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    errorCode: integer('error_code'),
    errorMessage: text('error_message'),
    wechatMsgId: text('wechat_msg_id'),
    creationTime: creationTime(),
  },
  (t) => [uniqueIndex('notification_deliveries_once_idx').on(t.notificationId, t.userId)],
);

/** Mini-program subscribe messages: the user's latest answer per template and the sends it allows. */
export const miniSubscriptions = pgTable(
  'mini_subscriptions',
  {
    userId: userRef(),
    tenantId: tenantRef(),
    templateId: text('template_id').notNull(),
    status: text('status', { enum: ['accept', 'reject', 'ban', 'filter'] }).notNull(),
    remaining: integer('remaining').notNull().default(0),
    lastModificationTime: lastModificationTime(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.templateId] })],
);
