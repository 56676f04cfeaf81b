import { ACCESS_TOKEN_LIFETIME_SECONDS, Messages, MessagesEnUS, ServerMessagesEnUS } from '@puhuo/domain';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideCaptchas, users } from '../../db/schema/index.ts';
import { TENANT_MISMATCH } from '../../http/request-context.ts';
import { createDistributor, loginAs, tokenRequest } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TICKET_LIFETIME_SECONDS } from './auth-ticket.service.ts';
import { LoginMessages } from './login.service.ts';

let sut: TestContext;
beforeAll(async () => {
  // the bearer token's real life
  sut = await createTestContext({ goods: 20, config: { accessTokenSeconds: ACCESS_TOKEN_LIFETIME_SECONDS } });
});
afterAll(async () => {
  await sut?.close();
});

const buyUser = (headers: Record<string, string>) =>
  sut.app.inject({ method: 'GET', url: '/api/multi-tenancy/tenants/buy-user', headers });

function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A drag that eases in and out with a little wobble, ending at x. */
function humanTrack(x: number) {
  const points = [];
  for (let i = 0; i <= 24; i++) {
    const progress = i / 24;
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    points.push({ x: Math.round(eased * x), y: (i % 3) - 1, t: i * 35 + (i % 4) * 6 });
  }
  return JSON.stringify(points);
}

async function solvableCaptcha() {
  const response = await sut.app.inject({ method: 'GET', url: '/api/slide-check/gen' });
  const captcha = response.json();
  const [row] = await sut.database.db.select().from(slideCaptchas).where(eq(slideCaptchas.id, captcha.id));
  if (!row) throw new Error('captcha not stored');
  return { id: captcha.id as string, gapX: row.gapX };
}

describe('POST /connect/token (tenant_password)', () => {
  it('should issue a 30-minute bearer token that opens the tenant', async () => {
    const who = await createDistributor(sut);
    const { status, body } = await tokenRequest(sut, {
      grant_type: 'tenant_password',
      username: who.userName,
      password: who.password,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    const me = await buyUser({ Authorization: `Bearer ${body.access_token}` });
    expect(me.statusCode).toBe(200);
    expect(me.json().currentTenant.id).toBe(who.tenantId);
  });

  it('should refuse an unknown client id', async () => {
    const { status, body } = await tokenRequest(sut, { grant_type: 'tenant_password', client_id: 'someone-else' });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_client', error_description: LoginMessages.invalidClient });
  });

  it('should ask for the account and the password', async () => {
    expect((await tokenRequest(sut, { grant_type: 'tenant_password', password: 'x' })).body.error_description).toBe(
      Messages.accountRequired,
    );
    expect((await tokenRequest(sut, { grant_type: 'tenant_password', username: 'x' })).body.error_description).toBe(
      Messages.passwordRequired,
    );
  });

  it('should answer a wrong password and an unknown account alike', async () => {
    const who = await createDistributor(sut);
    const wrong = await tokenRequest(sut, { grant_type: 'tenant_password', username: who.userName, password: 'nope' });
    const unknown = await tokenRequest(sut, { grant_type: 'tenant_password', username: 'nobody-here', password: 'x' });
    expect(wrong).toEqual(unknown);
    expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: LoginMessages.wrongPassword });
  });

  it("should refuse a sign-in in the reader's language", async () => {
    const english = { 'accept-language': 'en-US' };
    const noAccount = await tokenRequest(sut, { grant_type: 'tenant_password' }, english);
    expect(noAccount.body).toEqual({ error: 'invalid_request', error_description: MessagesEnUS.accountRequired });
    const wrong = await tokenRequest(
      sut,
      { grant_type: 'tenant_password', username: 'nobody', password: 'x' },
      english,
    );
    expect(wrong.body.error_description).toBe(ServerMessagesEnUS.wrongPassword);
  });

  it('should refuse an unsupported grant', async () => {
    const { body } = await tokenRequest(sut, { grant_type: 'client_credentials' });
    expect(body.error).toBe('unsupported_grant_type');
  });

  it('should refuse sub-accounts and retail users with the spec messages', async () => {
    const owner = await createDistributor(sut);
    const sub = await createDistributor(sut, { userName: `clerk${owner.uid}` });
    // a sub-account is named with its own tenant's uid as suffix
    const { db } = sut.database;
    const { users } = await import('../../db/schema/index.ts');
    await db
      .update(users)
      .set({ userName: `clerk${sub.uid}` })
      .where(eq(users.id, sub.userId));
    const subLogin = await tokenRequest(sut, {
      grant_type: 'tenant_password',
      username: `clerk${sub.uid}`,
      password: sub.password,
    });
    expect(subLogin.body.error_description).toBe('子账号不允许登录');

    const retail = await createDistributor(sut, { isRetail: true });
    const retailLogin = await tokenRequest(sut, {
      grant_type: 'tenant_password',
      username: retail.userName,
      password: retail.password,
    });
    expect(retailLogin.body.error_description).toBe('零售用户请先注册成为分销商');
  });

  it('should not let the tenant header switch tenants', async () => {
    const a = await createDistributor(sut);
    const b = await createDistributor(sut);
    const headers = await loginAs(sut, a);
    const response = await buyUser({ ...headers, __tenant: b.tenantId });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(TENANT_MISMATCH);
    const asB = await tokenRequest(
      sut,
      { grant_type: 'tenant_password', username: a.userName, password: a.password },
      { __tenant: b.tenantId },
    );
    expect(asB.status).toBe(400);
  });

  it('should answer 401 for a revoked token and for one past its 7 days', async () => {
    const who = await createDistributor(sut);
    const headers = await loginAs(sut, who);
    const logout = await sut.app.inject({ method: 'POST', url: '/api/account/logout', headers });
    expect(logout.statusCode).toBe(204);
    expect((await buyUser(headers)).statusCode).toBe(401);
    expect((await buyUser(headers)).json().error.message).toBe(Messages.authorizationFailed);

    const fresh = await loginAs(sut, who);
    sut.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await buyUser(fresh)).statusCode).toBe(401);
    sut.clock.advance(-(7 * 24 * 3600 * 1000 + 1000));
  });

  it('should answer 401 to a guest on a protected route', async () => {
    expect((await buyUser({})).statusCode).toBe(401);
  });
});

describe('POST /connect/token (malformed requests)', () => {
  it('should refuse a token request without a body the OAuth2 way, not with a 500', async () => {
    const response = await sut.app.inject({ method: 'POST', url: '/connect/token' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', error_description: LoginMessages.invalidRequest });
  });

  it('should refuse fields of the wrong type the OAuth2 way', async () => {
    const response = await sut.app.inject({ method: 'POST', url: '/connect/token', payload: { username: 12 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('lockout and the slide captcha', () => {
  it('should generate a 340x212 captcha with a slider piece', async () => {
    const response = await sut.app.inject({ method: 'GET', url: '/api/slide-check/gen' });
    const captcha = response.json();
    expect(captcha.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(pngSize(captcha.backgroundImage)).toEqual({ width: 340, height: 212 });
    expect(pngSize(captcha.sliderImage).height).toBe(212);
  });

  it('should lock an account after five wrong passwords until the captcha is passed', async () => {
    const who = await createDistributor(sut);
    const attempt = (extra: Record<string, string> = {}, password = 'wrong') =>
      tokenRequest(sut, { grant_type: 'tenant_password', username: who.userName, password, ...extra });
    for (let i = 0; i < 5; i++) expect((await attempt()).body.error).toBe('invalid_grant');

    const locked = await attempt({}, who.password);
    expect(locked.body.error).toBe('lockout');

    const failing = await solvableCaptcha();
    const wrongPlace = await attempt({ slideId: failing.id, slideTrack: humanTrack(failing.gapX + 40) }, who.password);
    expect(wrongPlace.body.error_description).toBe('滑块验证失败');

    const robotic = await solvableCaptcha();
    const linear = JSON.stringify(
      Array.from({ length: 20 }, (_, i) => ({ x: (robotic.gapX * i) / 19, y: 0, t: i * 40 })),
    );
    const byRobot = await attempt({ slideId: robotic.id, slideTrack: linear }, who.password);
    expect(byRobot.body.error_description).toBe('滑块验证失败');

    const good = await solvableCaptcha();
    const passed = await attempt({ slideId: good.id, slideTrack: humanTrack(good.gapX) }, who.password);
    expect(passed.status).toBe(200);
    expect(passed.body.access_token).toEqual(expect.any(String));

    // the captcha is spent, and the account is unlocked
    const reused = await attempt({ slideId: good.id, slideTrack: humanTrack(good.gapX) }, who.password);
    expect(reused.status).toBe(200);
  });

  it('should answer a malformed track as a failed captcha, not an error', async () => {
    const who = await createDistributor(sut);
    for (let i = 0; i < 5; i++) {
      await tokenRequest(sut, { grant_type: 'tenant_password', username: who.userName, password: 'bad' });
    }
    const captcha = await solvableCaptcha();
    for (const slideTrack of ['not json', '{"x":1}', '[{"x":"a","y":0,"t":0}]', '[]']) {
      const { status, body } = await tokenRequest(sut, {
        grant_type: 'tenant_password',
        username: who.userName,
        password: who.password,
        slideId: captcha.id,
        slideTrack,
      });
      expect(status).toBe(400);
      expect(body.error_description).toBe('滑块验证失败');
    }
  });

  it('should forget failures older than 15 minutes', async () => {
    const who = await createDistributor(sut);
    for (let i = 0; i < 5; i++) {
      await tokenRequest(sut, { grant_type: 'tenant_password', username: who.userName, password: 'bad' });
    }
    sut.clock.advance(16 * 60 * 1000);
    const { status } = await tokenRequest(sut, {
      grant_type: 'tenant_password',
      username: who.userName,
      password: who.password,
    });
    expect(status).toBe(200);
  });
});

describe('password hashes', () => {
  it('should make a hash of older settings again at the next good sign-in, and keep signing in', async () => {
    const who = await createDistributor(sut);
    const old = await argon2.hash(who.password, { type: argon2.argon2id });
    await sut.database.db.update(users).set({ passwordHash: old }).where(eq(users.id, who.userId));
    expect(
      (await tokenRequest(sut, { grant_type: 'tenant_password', username: who.userName, password: who.password }))
        .status,
    ).toBe(200);
    const [row] = await sut.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, who.userId));
    expect(row?.hash).not.toBe(old);
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(
      (await tokenRequest(sut, { grant_type: 'tenant_password', username: who.userName, password: who.password }))
        .status,
    ).toBe(200);
  });
});

describe('ticket grant', () => {
  it('should log in once with a ticket from get-auth-ticket', async () => {
    const who = await createDistributor(sut);
    const headers = await loginAs(sut, who);
    const ticket = (await sut.app.inject({ method: 'GET', url: '/api/account/get-auth-ticket', headers })).json()
      .ticket;
    expect((await tokenRequest(sut, { grant_type: 'ticket', ticket })).status).toBe(200);
    const again = await tokenRequest(sut, { grant_type: 'ticket', ticket });
    expect(again.body).toEqual({ error: 'invalid_grant', error_description: LoginMessages.ticketInvalid });
  });

  it('should refuse a ticket left unused past its short life, and give none to a guest', async () => {
    const headers = await loginAs(sut, await createDistributor(sut));
    const ticket = (await sut.app.inject({ method: 'GET', url: '/api/account/get-auth-ticket', headers })).json()
      .ticket;
    sut.clock.advance((TICKET_LIFETIME_SECONDS + 1) * 1000);
    const late = await tokenRequest(sut, { grant_type: 'ticket', ticket });
    expect(late.body).toEqual({ error: 'invalid_grant', error_description: LoginMessages.ticketInvalid });
    expect((await sut.app.inject({ method: 'GET', url: '/api/account/get-auth-ticket' })).statusCode).toBe(401);
  });
});
