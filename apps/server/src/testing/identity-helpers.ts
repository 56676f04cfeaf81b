import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { tenants, users } from '../db/schema/index.ts';
import { passwordHasher } from '../modules/identity/password-hasher.ts';
import type { TestContext } from './test-app.ts';

export const CLIENT = { client_id: 'lanhai-web', client_secret: 'lanhai-web-secret' };

export async function tokenRequest(
  ctx: TestContext,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ ...CLIENT, ...form }).toString(),
  });
  return { status: response.statusCode, body: response.json() };
}

export interface TestDistributor {
  userId: string;
  tenantId: string;
  uid: string;
  userName: string;
  password: string;
  phoneNumber: string;
}

/** A complete distributor (profile done) created straight in the database. */
export async function createDistributor(
  ctx: TestContext,
  overrides: Partial<{
    userName: string;
    password: string;
    phoneNumber: string | null;
    isRetail: boolean;
    companyName: string;
  }> = {},
): Promise<TestDistributor> {
  const suffix = String(randomInt(10_000_000, 99_999_999));
  const phoneNumber = overrides.phoneNumber === undefined ? `139${suffix}` : overrides.phoneNumber;
  const userName = overrides.userName ?? `user${suffix}`;
  const password = overrides.password ?? 'Passw0rd!';
  const uid = `T${suffix}`;
  const [tenant] = await ctx.database.db
    .insert(tenants)
    .values({
      kind: 'distributor',
      companyName: overrides.companyName ?? `测试分销商${suffix}`,
      uid,
      phoneNumber,
      inviterCode: '00LANHAI',
    })
    .returning({ id: tenants.id });
  if (!tenant) throw new Error('tenant not created');
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      tenantId: tenant.id,
      userName,
      passwordHash: await passwordHasher.hash(password),
      phoneNumber,
      isRetail: overrides.isRetail ?? false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  return { userId: user.id, tenantId: tenant.id, uid, userName, password, phoneNumber: phoneNumber ?? '' };
}

export async function loginAs(ctx: TestContext, who: { userName: string; password: string; tenantId: string }) {
  const { status, body } = await tokenRequest(ctx, {
    grant_type: 'tenant_password',
    username: who.userName,
    password: who.password,
  });
  if (status !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { Authorization: `Bearer ${body.access_token as string}`, __tenant: who.tenantId };
}

/** The code in the latest text the local SMS provider "sent" to a phone. */
export async function latestSmsCode(ctx: TestContext, phoneNumber: string): Promise<string> {
  const sms = ctx.app.services.standIns?.sms;
  if (!sms) throw new Error('the local SMS provider is not in use');
  const outbox = await sms.outbox(phoneNumber, 1);
  const code = /(\d{6})/.exec(outbox[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phoneNumber}`);
  return code;
}

export async function sendSms(ctx: TestContext, phoneNumber: string, ip = '10.0.0.1') {
  return ctx.app.inject({ method: 'POST', url: '/api/sms/send', payload: { phoneNumber }, remoteAddress: ip });
}

export async function userRow(ctx: TestContext, userId: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  return row;
}
