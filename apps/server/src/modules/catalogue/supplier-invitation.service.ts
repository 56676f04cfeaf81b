import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { supplierInvitations, suppliers, tenants } from '../../db/schema/index.ts';

/** Invite codes: a supplier's uid links the distributor to it, so its invited (内邀) goods show. */
export class SupplierInvitationService {
  constructor(private readonly db: Db) {}

  async findSupplierByCode(code: string): Promise<{ tenantId: string } | null> {
    const [row] = await this.db
      .select({ tenantId: tenants.id })
      .from(tenants)
      .innerJoin(suppliers, eq(suppliers.tenantId, tenants.id))
      .where(sql`upper(${tenants.uid}) = upper(${code})`);
    return row ?? null;
  }

  async link(supplierTenantId: string, distributorTenantId: string): Promise<void> {
    await this.db.insert(supplierInvitations).values({ supplierTenantId, distributorTenantId }).onConflictDoNothing();
  }
}
