import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { supplierInvitations, suppliers, tenants, users, wechatSandboxUsers } from '../../db/schema/index.ts';
import { passwordHasher } from './password-hasher.ts';
import { DEMO_COMPANY_NAME, DEMO_WECHAT_NICKNAME } from './seed/demo-account-names.ts';

export const DEMO_ACCOUNT = {
  userName: 'demo',
  password: 'Demo@2026',
  phoneNumber: '13800000000',
  companyName: DEMO_COMPANY_NAME,
  uid: 'D00001',
  unionId: 'oUnionDemo00000001',
  wechatNickname: DEMO_WECHAT_NICKNAME,
} as const;

/** Creates the demo distributor once and lets the first suppliers invite it (so 内邀 goods show). */
export async function ensureDemoAccount(database: Database): Promise<typeof DEMO_ACCOUNT> {
  const { db } = database;
  const [existing] = await db.select().from(users).where(eq(users.userName, DEMO_ACCOUNT.userName));
  let tenantId = existing?.tenantId;
  if (!tenantId) {
    const [tenant] = await db
      .insert(tenants)
      .values({
        kind: 'distributor',
        companyName: DEMO_ACCOUNT.companyName,
        uid: DEMO_ACCOUNT.uid,
        phoneNumber: DEMO_ACCOUNT.phoneNumber,
        inviterCode: '00LANHAI',
      })
      .returning({ id: tenants.id });
    if (!tenant) throw new Error('could not create the demo tenant');
    tenantId = tenant.id;
    await db.insert(users).values({
      tenantId,
      userName: DEMO_ACCOUNT.userName,
      passwordHash: await passwordHasher.hash(DEMO_ACCOUNT.password),
      phoneNumber: DEMO_ACCOUNT.phoneNumber,
      unionId: DEMO_ACCOUNT.unionId,
    });
  }
  await db
    .insert(wechatSandboxUsers)
    .values({ unionId: DEMO_ACCOUNT.unionId, nickname: DEMO_ACCOUNT.wechatNickname })
    .onConflictDoNothing();
  const inviting = await db
    .select({ tenantId: suppliers.tenantId })
    .from(suppliers)
    .where(eq(suppliers.isAlibaba, false))
    .orderBy(suppliers.tenantId)
    .limit(8);
  if (inviting.length > 0) {
    await db
      .insert(supplierInvitations)
      .values(inviting.map((s) => ({ supplierTenantId: s.tenantId, distributorTenantId: tenantId })))
      .onConflictDoNothing();
  }
  return DEMO_ACCOUNT;
}
