import { Messages, MessagesEnUS } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

// Brand detail by id (spec doc 1 §7, doc 2 §7).

let sut: TestContext;

beforeAll(async () => {
  sut = await createTestContext({ goods: 10 });
});
afterAll(async () => {
  await sut?.close();
});

describe('GET /api/goods/brand/:id', () => {
  it('should answer a brand with its Chinese and English names, and say when there is none', async () => {
    const { rows } = await sut.database.executeSql<{ id: number; name_cn: string; name_en: string }>(
      'select id, name_cn, name_en from brands order by id limit 1',
    );
    const brand = rows[0];
    if (!brand) throw new Error('the catalogue has no brand');
    const found = await sut.app.inject({ method: 'GET', url: `/api/goods/brand/${brand.id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ id: brand.id, nameCn: brand.name_cn, nameEn: brand.name_en });

    const missing = await sut.app.inject({ method: 'GET', url: '/api/goods/brand/2147483647' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(Messages.brandNotFound);
    const english = await sut.app.inject({
      method: 'GET',
      url: '/api/goods/brand/2147483647',
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().error.message).toBe(MessagesEnUS.brandNotFound);
    expect((await sut.app.inject({ method: 'GET', url: '/api/goods/brand/abc' })).statusCode).toBe(400);
  });
});
