import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { creationTime, tenantRef, userRef } from './columns.ts';

/** Short links of the product's own pages: `/s/<code>` redirects to the long address. */
export const shortUrls = pgTable(
  'short_urls',
  {
    code: text('code').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    longUrl: text('long_url').notNull(),
    creationTime: creationTime(),
  },
  (t) => [uniqueIndex('short_urls_tenant_long_idx').on(t.tenantId, t.longUrl)],
);
