import type { Database } from '@puhuo/server/src/db/database.ts';
import { tenants, users } from '@puhuo/server/src/db/schema/index.ts';
import { passwordHasher } from '@puhuo/server/src/modules/identity/password-hasher.ts';
import { inArray } from 'drizzle-orm';

export interface BenchAccount {
  userName: string;
  password: string;
}

const PASSWORD = 'Bench@2026';

/** `count` distributors named bench-user-N (kept between runs), for the bench's signed-in users. */
export async function ensureBenchDistributors(database: Database, count: number): Promise<BenchAccount[]> {
  const names = Array.from({ length: count }, (_, i) => `bench-user-${i + 1}`);
  const existing = new Set(
    (await database.db.select({ userName: users.userName }).from(users).where(inArray(users.userName, names))).map(
      (u) => u.userName,
    ),
  );
  const passwordHash = await passwordHasher.hash(PASSWORD);
  for (const [i, userName] of names.entries()) {
    if (existing.has(userName)) continue;
    const [tenant] = await database.db
      .insert(tenants)
      .values({
        kind: 'distributor',
        companyName: `压测分销商${i + 1}`,
        uid: `B${String(i + 1).padStart(6, '0')}`,
        phoneNumber: `137${String(i + 1).padStart(8, '0')}`,
        inviterCode: '00LANHAI',
      })
      .returning({ id: tenants.id });
    if (!tenant) throw new Error('bench tenant not created');
    await database.db
      .insert(users)
      .values({ tenantId: tenant.id, userName, passwordHash, phoneNumber: `137${String(i + 1).padStart(8, '0')}` });
  }
  return names.map((userName) => ({ userName, password: PASSWORD }));
}
