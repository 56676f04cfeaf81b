import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** One publish template per shop (doc 2 §2): the platform's form values, as the declarations shape them. */
export const publishTemplates = pgTable(
  'publish_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    /** our id of the shop; the shops module owns the shop itself */
    shopId: uuid('shop_id').notNull().unique(),
    station: integer('station').notNull(),
    values: jsonb('values').notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('publish_templates_tenant_idx').on(t.tenantId)],
);

/**
 * The platforms' category trees, cached per station as the cascader walks them: large, stable, and
 * the same for every shop of a platform.
 */
export const platformCategories = pgTable(
  'platform_categories',
  {
    station: integer('station').notNull(),
    cId: text('c_id').notNull(),
    /** "0" for a top-level category */
    parentId: text('parent_id').notNull(),
    name: text('name').notNull(),
    isLeaf: boolean('is_leaf').notNull(),
    level: smallint('level').notNull(),
    /** ancestor ids, root first */
    parents: jsonb('parents').$type<string[]>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.station, t.cId] }),
    index('platform_categories_parent_idx').on(t.station, t.parentId),
  ],
);

/** When a parent's children were last fetched from the platform. */
export const platformCategoryFetches = pgTable(
  'platform_category_fetches',
  {
    station: integer('station').notNull(),
    parentId: text('parent_id').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.station, t.parentId] })],
);
