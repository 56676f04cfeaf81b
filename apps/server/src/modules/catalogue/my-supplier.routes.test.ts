import { Messages, MessagesEnUS, ServerMessages, ServerMessagesEnUS } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

// POST /api/my-supplier/invitation (spec doc 1 §7, doc 2 §6): a distributor joins a supplier by its
// invitation code after registration, and the supplier's invited goods show from then on.

let sut: TestContext;

beforeAll(async () => {
  sut = await createTestContext({ goods: 60 });
});
afterAll(async () => {
  await sut?.close();
});

/** A supplier of our own with invited (non-market) goods online. */
const ownSupplier = async () => {
  const { rows } = await sut.database.executeSql<{ tenant_id: string }>(
    'select tenant_id from goods where market = 0 and supplier_type = 1 and status = 1 group by tenant_id order by count(*) desc limit 1',
  );
  const supplier = sut.blueprint.suppliers.find((s) => s.tenantId === rows[0]?.tenant_id);
  if (!supplier) throw new Error('no supplier of our own with invited goods in the catalogue');
  return supplier;
};

describe('my suppliers', () => {
  it('should look a supplier up by its code, join it once, and show its invited goods', async () => {
    const headers = await loginAs(sut, await createDistributor(sut));
    const supplier = await ownSupplier();
    const invited = async () =>
      (await sut.app.inject({ method: 'GET', url: '/api/goods/good?market=0&maxResultCount=100', headers })).json();
    expect((await invited()).totalCount).toBe(0);

    const lookUp = await sut.app.inject({
      method: 'GET',
      url: `/api/my-supplier/invitation?inviteCode=${supplier.uid.toLowerCase()}`,
      headers,
    });
    expect(lookUp.statusCode).toBe(200);
    expect(lookUp.json()).toMatchObject({ supplierTenantId: supplier.tenantId, joinedAt: null });
    expect(lookUp.json().companyName).toBeTruthy();

    const join = () =>
      sut.app.inject({
        method: 'POST',
        url: '/api/my-supplier/invitation',
        headers,
        payload: { inviteCode: supplier.uid },
      });
    const joined = await join();
    expect(joined.statusCode).toBe(200);
    const { joinedAt } = joined.json();
    expect(Date.parse(joinedAt)).not.toBeNaN();
    // joining again changes nothing
    expect((await join()).json().joinedAt).toBe(joinedAt);

    const mine = await sut.app.inject({ method: 'GET', url: '/api/my-supplier', headers });
    expect(mine.json().items).toEqual([
      { supplierTenantId: supplier.tenantId, companyName: lookUp.json().companyName, joinedAt },
    ]);
    const after = await invited();
    expect(after.totalCount).toBeGreaterThan(0);
    for (const good of after.items) expect(good.tenantId).toBe(supplier.tenantId);
  });

  it('should say an unknown or empty code in the reader’s language, and ask a guest to log in', async () => {
    const headers = await loginAs(sut, await createDistributor(sut));
    const unknown = await sut.app.inject({
      method: 'POST',
      url: '/api/my-supplier/invitation',
      headers,
      payload: { inviteCode: 'NOPE123' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(ServerMessages.inviteCodeUnknown);
    const english = await sut.app.inject({
      method: 'POST',
      url: '/api/my-supplier/invitation',
      headers: { ...headers, 'accept-language': 'en-US' },
      payload: { inviteCode: 'NOPE123' },
    });
    expect(english.json().error.message).toBe(ServerMessagesEnUS.inviteCodeUnknown);
    const empty = await sut.app.inject({
      method: 'POST',
      url: '/api/my-supplier/invitation',
      headers: { ...headers, 'accept-language': 'en-US' },
      payload: { inviteCode: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(MessagesEnUS.inviteCodeRequired);
    expect(Messages.inviteCodeRequired).not.toBe(MessagesEnUS.inviteCodeRequired);
    const guest = await sut.app.inject({ method: 'GET', url: '/api/my-supplier' });
    expect(guest.statusCode).toBe(401);
  });
});
