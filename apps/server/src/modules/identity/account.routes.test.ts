import { Messages, ServerMessages, ServerMessagesEnUS } from '@puhuo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

/** GET /api/account/get-user-logins (spec doc 1 §7, doc 2 §7): the outside logins of the signed-in user. */

let sut: TestContext;

beforeAll(async () => {
  sut = await createTestContext({ goods: 10 });
});
afterAll(async () => {
  await sut?.close();
});

const userLogins = (headers: Record<string, string>) =>
  sut.app.inject({ method: 'GET', url: '/api/account/get-user-logins', headers });

describe('GET /api/account/get-user-logins', () => {
  it('should answer an empty list to a user who signs in with a password only', async () => {
    const headers = await loginAs(sut, await createDistributor(sut));
    const response = await userLogins(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('should list the WeChat login of a user bound to WeChat, its key masked, named in the request language', async () => {
    const who = await createDistributor(sut);
    const unionId = 'oUnion1234567890abcdef';
    await sut.database.db.update(users).set({ unionId }).where(eq(users.id, who.userId));
    const headers = await loginAs(sut, who);

    const chinese = await userLogins(headers);
    expect(chinese.statusCode).toBe(200);
    expect(chinese.json()).toEqual([
      { loginProvider: 'WeChat', providerDisplayName: ServerMessages.wechatProviderName, providerKey: 'oUni****' },
    ]);
    // the whole union id never leaves the server
    expect(chinese.body).not.toContain(unionId);

    const english = await userLogins({ ...headers, 'accept-language': 'en-US' });
    expect(english.json()[0].providerDisplayName).toBe(ServerMessagesEnUS.wechatProviderName);
  });

  it('should refuse a guest with 401 Authorization verification failed', async () => {
    const response = await userLogins({});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(Messages.authorizationFailed);
  });
});
