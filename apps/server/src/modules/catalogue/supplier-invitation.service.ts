import type { InvitingSupplier } from '@puhuo/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
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

  /** The supplier a code names, and when the distributor joined it (null: not yet); null for no supplier. */
  async lookUp(code: string, distributorTenantId: string): Promise<InvitingSupplier | null> {
    const supplier = await this.findSupplierByCode(code);
    if (!supplier) return null;
    const [row] = await this.db
      .select({ companyName: suppliers.companyName, joinedAt: supplierInvitations.creationTime })
      .from(suppliers)
      .leftJoin(
        supplierInvitations,
        and(
          eq(supplierInvitations.supplierTenantId, suppliers.tenantId),
          eq(supplierInvitations.distributorTenantId, distributorTenantId),
        ),
      )
      .where(eq(suppliers.tenantId, supplier.tenantId));
    if (!row) return null;
    return {
      supplierTenantId: supplier.tenantId,
      companyName: row.companyName,
      joinedAt: row.joinedAt?.toISOString() ?? null,
    };
  }

  /**
   * Joins the supplier a code names (its invited goods show to the distributor from then on); joining
   * again keeps the first date. Null when the code names no supplier.
   */
  async join(
    code: string,
    distributorTenantId: string,
  ): Promise<{ supplier: InvitingSupplier; joinedNow: boolean } | null> {
    const supplier = await this.lookUp(code, distributorTenantId);
    if (!supplier || supplier.joinedAt !== null) return supplier && { supplier, joinedNow: false };
    const [row] = await this.db
      .insert(supplierInvitations)
      .values({ supplierTenantId: supplier.supplierTenantId, distributorTenantId })
      .onConflictDoNothing()
      .returning({ joinedAt: supplierInvitations.creationTime });
    // joined by a request at the same moment: that one's date stands
    if (!row) return { supplier: (await this.lookUp(code, distributorTenantId)) ?? supplier, joinedNow: false };
    return { supplier: { ...supplier, joinedAt: row.joinedAt.toISOString() }, joinedNow: true };
  }

  /** The suppliers a distributor joined, the latest first. */
  async suppliersOf(distributorTenantId: string): Promise<InvitingSupplier[]> {
    const rows = await this.db
      .select({
        supplierTenantId: supplierInvitations.supplierTenantId,
        companyName: suppliers.companyName,
        joinedAt: supplierInvitations.creationTime,
      })
      .from(supplierInvitations)
      .innerJoin(suppliers, eq(suppliers.tenantId, supplierInvitations.supplierTenantId))
      .where(eq(supplierInvitations.distributorTenantId, distributorTenantId))
      .orderBy(desc(supplierInvitations.creationTime), supplierInvitations.supplierTenantId);
    return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
  }
}
