import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tenants } from '../../db/schema/index.ts';

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenant = Pick<
  typeof tenants.$inferInsert,
  'kind' | 'companyName' | 'uid' | 'phoneNumber' | 'inviterCode'
>;

/** Tenants: distributor and supplier companies. Writes that go with users take the caller's transaction. */
export class TenantRepository {
  constructor(private readonly db: Db) {}

  async byId(tenantId: string, tx: Db = this.db): Promise<TenantRow | null> {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
    return tenant ?? null;
  }

  /** A new tenant; its id. */
  async add(tenant: NewTenant, tx: Db = this.db): Promise<string> {
    const [row] = await tx.insert(tenants).values(tenant).returning({ id: tenants.id });
    if (!row) throw new Error('tenant not created');
    return row.id;
  }

  async rename(tenantId: string, companyName: string): Promise<void> {
    await this.db.update(tenants).set({ companyName }).where(eq(tenants.id, tenantId));
  }

  async setLogo(tenantId: string, logoUrl: string): Promise<void> {
    await this.db.update(tenants).set({ logoUrl }).where(eq(tenants.id, tenantId));
  }

  async setInviterCode(tenantId: string, inviterCode: string): Promise<void> {
    await this.db.update(tenants).set({ inviterCode }).where(eq(tenants.id, tenantId));
  }

  async setPhoneNumber(tenantId: string, phoneNumber: string, tx: Db = this.db): Promise<void> {
    await tx.update(tenants).set({ phoneNumber }).where(eq(tenants.id, tenantId));
  }
}
