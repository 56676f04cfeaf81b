import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tenants, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** What names a user: each is unique. */
export type UserKey = { id: string } | { userName: string } | { phoneNumber: string } | { unionId: string };

/** A user as login judges it: with the uid of its tenant (sub-account names end with it). */
export interface LoginUser {
  id: string;
  tenantId: string;
  userName: string;
  passwordHash: string | null;
  isRetail: boolean;
  tenantUid: string;
}

const whereKey = (key: UserKey) =>
  'id' in key
    ? eq(users.id, key.id)
    : 'userName' in key
      ? eq(users.userName, key.userName)
      : 'phoneNumber' in key
        ? eq(users.phoneNumber, key.phoneNumber)
        : eq(users.unionId, key.unionId);

/** The users of tenants. Writes that go with other identity tables take the caller's transaction. */
export class UserRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction; hand `tx` to this and the module's other repositories. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  async find(key: UserKey): Promise<UserRow | null> {
    const [user] = await this.db.select().from(users).where(whereKey(key));
    return user ?? null;
  }

  async findForLogin(key: UserKey): Promise<LoginUser | null> {
    const [row] = await this.db
      .select({
        id: users.id,
        tenantId: users.tenantId,
        userName: users.userName,
        passwordHash: users.passwordHash,
        isRetail: users.isRetail,
        tenantUid: tenants.uid,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(whereKey(key));
    return row ?? null;
  }

  /** Whether a user other than `userId` has the phone. */
  async isPhoneTakenByOther(phoneNumber: string, userId: string): Promise<boolean> {
    const [taken] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phoneNumber, phoneNumber), ne(users.id, userId)));
    return taken !== undefined;
  }

  /** A new user; its id. */
  async add(
    user: {
      tenantId: string;
      userName: string;
      phoneNumber: string | null;
      unionId: string | null;
      passwordHash?: string;
    },
    tx: Db = this.db,
  ): Promise<string> {
    const [row] = await tx.insert(users).values(user).returning({ id: users.id });
    if (!row) throw new Error('user not created');
    return row.id;
  }

  async setPhoneNumber(userId: string, phoneNumber: string, tx: Db = this.db): Promise<void> {
    await tx.update(users).set({ phoneNumber }).where(eq(users.id, userId));
  }

  async setPasswordHash(userId: string, passwordHash: string, tx: Db = this.db): Promise<void> {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }

  /** A retail user becomes a distributor's user. */
  async markDistributor(userId: string): Promise<void> {
    await this.db.update(users).set({ isRetail: false }).where(eq(users.id, userId));
  }
}
