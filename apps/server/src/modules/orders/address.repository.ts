import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tenantAddresses } from '../../db/schema/index.ts';

export type AddressRow = typeof tenantAddresses.$inferSelect;
export type NewAddressRow = Omit<typeof tenantAddresses.$inferInsert, 'id' | 'creationTime'>;

export class AddressRepository {
  constructor(private readonly db: Db) {}

  /** Default first, then newest. */
  async list(tenantId: string): Promise<AddressRow[]> {
    return this.db
      .select()
      .from(tenantAddresses)
      .where(eq(tenantAddresses.tenantId, tenantId))
      .orderBy(desc(tenantAddresses.isDefault), desc(tenantAddresses.creationTime), tenantAddresses.id);
  }

  async find(tenantId: string, id: string): Promise<AddressRow | null> {
    const [row] = await this.db
      .select()
      .from(tenantAddresses)
      .where(and(eq(tenantAddresses.tenantId, tenantId), eq(tenantAddresses.id, id)));
    return row ?? null;
  }

  async countOf(tenantId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(tenantAddresses)
      .where(eq(tenantAddresses.tenantId, tenantId));
    return Number(row?.n ?? 0);
  }

  /** Inserts an address; a default one takes the place of the previous default. */
  async insert(row: NewAddressRow): Promise<AddressRow> {
    return this.db.transaction(async (tx) => {
      if (row.isDefault) {
        await tx
          .update(tenantAddresses)
          .set({ isDefault: false })
          .where(and(eq(tenantAddresses.tenantId, row.tenantId), eq(tenantAddresses.isDefault, true)));
      }
      const [inserted] = await tx.insert(tenantAddresses).values(row).returning();
      if (!inserted) throw new Error('address not inserted');
      return inserted;
    });
  }
}
