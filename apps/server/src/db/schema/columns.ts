import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.ts';

/** Columns many tables share: the owning tenant, the user, and the time a row was written or changed. */
export const tenantRef = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id);
export const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id);
export const creationTime = () => timestamp('creation_time', { withTimezone: true }).notNull().defaultNow();
export const lastModificationTime = () =>
  timestamp('last_modification_time', { withTimezone: true }).notNull().defaultNow();
