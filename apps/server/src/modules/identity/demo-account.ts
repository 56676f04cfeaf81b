import type { Database } from '../../db/database.ts';
import { DemoAccountRepository } from './demo-account.repository.ts';
import { passwordHasher } from './password-hasher.ts';
import { DEMO_COMPANY_NAME, DEMO_WECHAT_NICKNAME } from './seed/demo-account-names.ts';
import { TenantRepository } from './tenant.repository.ts';
import { UserRepository } from './user.repository.ts';

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
  const users = new UserRepository(db);
  const seed = new DemoAccountRepository(db);
  const existing = await users.find({ userName: DEMO_ACCOUNT.userName });
  let tenantId = existing?.tenantId;
  if (!tenantId) {
    tenantId = await new TenantRepository(db).add({
      kind: 'distributor',
      companyName: DEMO_ACCOUNT.companyName,
      uid: DEMO_ACCOUNT.uid,
      phoneNumber: DEMO_ACCOUNT.phoneNumber,
      inviterCode: '00LANHAI',
    });
    await users.add({
      tenantId,
      userName: DEMO_ACCOUNT.userName,
      passwordHash: await passwordHasher.hash(DEMO_ACCOUNT.password),
      phoneNumber: DEMO_ACCOUNT.phoneNumber,
      unionId: DEMO_ACCOUNT.unionId,
    });
  }
  await seed.ensureWechatSandboxUser(DEMO_ACCOUNT.unionId, DEMO_ACCOUNT.wechatNickname);
  await seed.inviteFromFirstSuppliers(tenantId, 8);
  return DEMO_ACCOUNT;
}
