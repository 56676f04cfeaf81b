import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { supplierInvitations, suppliers, wechatSandboxUsers } from '../../db/schema/index.ts';

/**
 * What the demo account needs beyond identity's own tables: its phone in the WeChat sandbox and
 * invitations from the first suppliers. Those tables are the WeChat provider's and the catalogue's;
 * only this seed writes them from here, and neither owner offers these two writes yet.
 */
export class DemoAccountRepository {
  constructor(private readonly db: Db) {}

  /** The WeChat sandbox's phone user of the union id, unless it is there already. */
  async ensureWechatSandboxUser(unionId: string, nickname: string): Promise<void> {
    await this.db.insert(wechatSandboxUsers).values({ unionId, nickname }).onConflictDoNothing();
  }

  /** Invitations of the distributor from the first `count` suppliers that are not 1688's (so 内邀 goods show). */
  async inviteFromFirstSuppliers(distributorTenantId: string, count: number): Promise<void> {
    const inviting = await this.db
      .select({ tenantId: suppliers.tenantId })
      .from(suppliers)
      .where(eq(suppliers.isAlibaba, false))
      .orderBy(suppliers.tenantId)
      .limit(count);
    if (inviting.length === 0) return;
    await this.db
      .insert(supplierInvitations)
      .values(inviting.map((s) => ({ supplierTenantId: s.tenantId, distributorTenantId })))
      .onConflictDoNothing();
  }
}
