import { Messages } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, latestSmsCode, loginAs, sendSms, tokenRequest } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { LoginMessages } from './login.service.ts';
import { SmsMessages } from './sms.service.ts';

/**
 * A distributor registered by phone (or WeChat) has no password: POST /api/account/set-password sets
 * one, proven by a code sent to the phone bound to the account, and 账号登录 then takes the user name
 * (for a phone registration, the phone number) with it.
 */

let sut: TestContext;
let phoneSeq = 0;
const newPhone = () => `136${String(20_000_000 + phoneSeq++ * 6151).padStart(8, '0')}`;
const errorOf = (response: { json(): { error: { message: string } } }) => response.json().error.message;

beforeAll(async () => {
  sut = await createTestContext({ goods: 30 });
});
afterAll(async () => {
  await sut?.close();
});

const setPassword = (headers: Record<string, string>, payload: unknown, remoteAddress = '10.0.0.1') =>
  sut.app.inject({
    method: 'POST',
    url: '/api/account/set-password',
    headers,
    payload: payload as never,
    remoteAddress,
  });
const buyUser = async (headers: Record<string, string>) =>
  sut.app.inject({ method: 'GET', url: '/api/multi-tenancy/tenants/buy-user', headers });
const passwordLogin = (username: string, password: string) =>
  tokenRequest(sut, { grant_type: 'tenant_password', username, password });

/** Registers by phone as the register dialog does; answers the headers of the signed-in distributor. */
async function registerByPhone(phone: string): Promise<Record<string, string>> {
  await sendSms(sut, phone);
  const registered = await sut.app.inject({
    method: 'POST',
    url: '/api/register/phone-number',
    payload: { phoneNumber: phone, verifyCode: await latestSmsCode(sut, phone), product: 2, isWxOpen: false },
  });
  expect(registered.statusCode).toBe(200);
  const token = await tokenRequest(sut, { grant_type: 'ticket', ticket: registered.json().ticket });
  expect(token.status).toBe(200);
  return { Authorization: `Bearer ${token.body.access_token}` };
}

/** A fresh code on the phone (the 60 s countdown passed). */
async function codeFor(phone: string): Promise<string> {
  sut.clock.advance(61_000);
  expect((await sendSms(sut, phone)).statusCode).toBe(204);
  return latestSmsCode(sut, phone);
}

describe('POST /api/account/set-password', () => {
  it('should answer a guest 401 Authorization verification failed', async () => {
    const response = await setPassword({}, { verifyCode: '123456', newPassword: 'abc12345' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toBe(Messages.authorizationFailed);
  });

  it('should validate the code and the password policy with their messages', async () => {
    const headers = await loginAs(sut, await createDistributor(sut));
    const cases: [object, string][] = [
      [{ newPassword: 'abc12345' }, Messages.codeRequired],
      [{ verifyCode: '', newPassword: 'abc12345' }, Messages.codeRequired],
      [{ verifyCode: '12345', newPassword: 'abc12345' }, Messages.codeLength],
      [{ verifyCode: '123456' }, Messages.passwordRequired],
      [{ verifyCode: '123456', newPassword: '' }, Messages.passwordRequired],
      [{ verifyCode: '123456', newPassword: 'abc1234' }, Messages.passwordLength],
      [{ verifyCode: '123456', newPassword: `a1${'b'.repeat(63)}` }, Messages.passwordLength],
      [{ verifyCode: '123456', newPassword: 'abcdefgh' }, Messages.passwordLettersAndDigits],
      [{ verifyCode: '123456', newPassword: '12345678' }, Messages.passwordLettersAndDigits],
      [{ verifyCode: '123456', newPassword: 'abcd 1234' }, Messages.passwordNoSpaces],
    ];
    for (const [payload, message] of cases) {
      const response = await setPassword(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response)).toBe(message);
    }
    expect(Messages.passwordPolicy).toBe('密码为8-64位，须同时包含字母和数字，不能包含空格');
  });

  it('should let a distributor registered by phone set a password and sign in with 账号登录', async () => {
    const phone = newPhone();
    const headers = await registerByPhone(phone);
    const me = (await buyUser(headers)).json();
    expect(me.hasPassword).toBe(false);
    expect(me.currentUser.userName).toBe(phone);
    // no password yet: 账号登录 cannot work
    expect((await passwordLogin(phone, 'Chenguang2026')).body.error_description).toBe(LoginMessages.wrongPassword);

    const done = await setPassword(headers, { verifyCode: await codeFor(phone), newPassword: 'Chenguang2026' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, userName: phone });
    expect((await buyUser(headers)).json().hasPassword).toBe(true);

    const signedIn = await passwordLogin(phone, 'Chenguang2026');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token_type).toBe('Bearer');
  });

  it('should change the password with a new code, end the other sign-ins and keep this one', async () => {
    const who = await createDistributor(sut);
    const here = await loginAs(sut, who);
    const elsewhere = await loginAs(sut, who);
    const changed = await setPassword(here, { verifyCode: await codeFor(who.phoneNumber), newPassword: 'NewPass2026' });
    expect(changed.statusCode).toBe(200);
    expect((await passwordLogin(who.userName, who.password)).body.error_description).toBe(LoginMessages.wrongPassword);
    expect((await passwordLogin(who.userName, 'NewPass2026')).status).toBe(200);
    expect((await buyUser(here)).statusCode).toBe(200);
    expect((await buyUser(elsewhere)).statusCode).toBe(401);
  });

  it('should take only a code sent to the bound phone, once', async () => {
    const who = await createDistributor(sut);
    const headers = await loginAs(sut, who);
    // the attacker's own phone gets a code: it is no proof for this account
    const other = newPhone();
    const foreign = await codeFor(other);
    const refused = await setPassword(headers, { verifyCode: foreign, newPassword: 'Stolen2026x' });
    expect(refused.statusCode).toBe(400);
    expect([SmsMessages.wrongCode, SmsMessages.expiredCode]).toContain(errorOf(refused));

    const code = await codeFor(who.phoneNumber);
    expect((await setPassword(headers, { verifyCode: code, newPassword: 'Owner2026x' })).statusCode).toBe(200);
    const again = await setPassword(headers, { verifyCode: code, newPassword: 'Owner2026y' });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toBe(SmsMessages.usedCode);
    expect((await passwordLogin(who.userName, 'Owner2026x')).status).toBe(200);
  });

  it('should ask an account without a bound phone to bind one first', async () => {
    const who = await createDistributor(sut, { phoneNumber: null });
    const headers = await loginAs(sut, who);
    const response = await setPassword(headers, { verifyCode: '123456', newPassword: 'abc12345' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe(Messages.phoneNotBound);
    expect(response.json().error.code).toBe('PhoneNotBound');
  });

  it('should clear the captcha lockout of guesses at the old password', async () => {
    const who = await createDistributor(sut);
    const headers = await loginAs(sut, who);
    for (let i = 0; i < 6; i++) await passwordLogin(who.userName, `wrong-${i}`);
    expect((await passwordLogin(who.userName, who.password)).body.error).toBe('lockout');
    await setPassword(headers, { verifyCode: await codeFor(who.phoneNumber), newPassword: 'Fresh2026x' });
    expect((await passwordLogin(who.userName, 'Fresh2026x')).status).toBe(200);
  });
});

describe('POST /api/account/set-password under the abuse limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ goods: 0, config: { abuseLimits: true } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const attempt = (headers: Record<string, string>, remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/account/set-password',
      headers,
      payload: { verifyCode: '000000', newPassword: 'Guess2026x' },
      remoteAddress,
    });

  it('should allow five tries per user in 15 minutes, then answer 429 with Retry-After', async () => {
    const who = await createDistributor(limited);
    const headers = await loginAs(limited, who);
    for (let i = 0; i < 5; i++) {
      // each from another address: the per-user limit holds wherever they come from
      expect((await attempt(headers, `10.3.0.${i}`)).statusCode).toBe(400);
    }
    const refused = await attempt(headers, '10.3.0.99');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe(Messages.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // someone else is not held up by it
    const other = await loginAs(limited, await createDistributor(limited));
    expect((await attempt(other, '10.3.1.1')).statusCode).toBe(400);
    // a quarter of an hour later the user may try again
    limited.clock.advance(15 * 60_000 + 1_000);
    expect((await attempt(headers, '10.3.0.99')).statusCode).toBe(400);
  });

  it('should allow ten tries a minute from one address, whoever signs in there', async () => {
    const address = '10.4.0.1';
    for (let i = 0; i < 5; i++) {
      const headers = await loginAs(limited, await createDistributor(limited));
      expect((await attempt(headers, address)).statusCode).toBe(400);
      expect((await attempt(headers, address)).statusCode).toBe(400);
    }
    const headers = await loginAs(limited, await createDistributor(limited));
    expect((await attempt(headers, address)).statusCode).toBe(429);
  });
});
