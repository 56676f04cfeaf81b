import { smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './identity.ts';

/**
 * The columns of a distributor's list line pointing at a catalogue good (collection, distribution
 * list, cart). The good's kind, market and title are kept from the moment of adding, so the lists
 * filter and search without reading the catalogue's tables; prices and images are read fresh.
 */
export function listedGoodColumns() {
  return {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    goodsId: text('goods_id').notNull(),
    goodsTenantId: uuid('goods_tenant_id').notNull(),
    supplierType: smallint('supplier_type').notNull(),
    market: smallint('market').notNull(),
    title: text('title').notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  };
}
