import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { publishTemplates } from '../../db/schema/index.ts';

export type PublishTemplateRow = typeof publishTemplates.$inferSelect;

export class PublishTemplateRepository {
  constructor(private readonly db: Db) {}

  async findByShop(shopId: string): Promise<PublishTemplateRow | undefined> {
    const [row] = await this.db.select().from(publishTemplates).where(eq(publishTemplates.shopId, shopId));
    return row;
  }

  /** One template per shop: a save replaces the shop's template in place. */
  async upsert(input: { tenantId: string; shopId: string; station: number; values: unknown; now: Date }) {
    const [row] = await this.db
      .insert(publishTemplates)
      .values({
        tenantId: input.tenantId,
        shopId: input.shopId,
        station: input.station,
        values: input.values,
        creationTime: input.now,
        lastModificationTime: input.now,
      })
      .onConflictDoUpdate({
        target: publishTemplates.shopId,
        set: { values: input.values, station: input.station, lastModificationTime: input.now },
      })
      .returning();
    if (!row) throw new Error('publish template not saved');
    return row;
  }
}
