import { AddressMessages, Messages } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { requester, WEST_LAKE_ADDRESS } from '../../testing/trade-helpers.ts';

let sut: TestContext;
let call: ReturnType<typeof requester>;
let asA: Record<string, string>;
let asB: Record<string, string>;

beforeAll(async () => {
  sut = await createTestContext({ goods: 20 });
  call = requester(sut);
  asA = await loginAs(sut, await createDistributor(sut));
  asB = await loginAs(sut, await createDistributor(sut));
});
afterAll(async () => {
  await sut?.close();
});

describe('region lists', () => {
  it('should list provinces, then the cities, districts and streets under a choice', async () => {
    const provinces = (await call('GET', '/api/region/provinces', {})).body.items;
    expect(provinces).toHaveLength(34);
    expect(provinces).toContainEqual({ code: '330000', name: '浙江省' });
    const cities = (await call('GET', '/api/region/cities?provinceCode=330000', {})).body.items;
    expect(cities[0]).toEqual({ code: '330100', name: '杭州市' });
    const districts = (await call('GET', '/api/region/districts?cityCode=330100', {})).body.items;
    expect(districts).toContainEqual({ code: '330106', name: '西湖区' });
    const streets = (await call('GET', '/api/region/streets?districtCode=330106', {})).body.items;
    expect(streets.map((s: { name: string }) => s.name)).toContain('文新街道');
    expect((await call('GET', '/api/region/cities?provinceCode=999999', {})).body.items).toEqual([]);
    expect((await call('GET', '/api/region/cities?provinceCode=abc', {})).status).toBe(400);
  });

  it('should read a pasted address line', async () => {
    const response = await call(
      'POST',
      '/api/region/address_transform',
      {},
      {
        address: '张三 13800138000 浙江省杭州市西湖区文三路100号',
      },
    );
    expect(response.body).toMatchObject({
      name: '张三',
      phone: '13800138000',
      provinceName: '浙江省',
      cityName: '杭州市',
      districtCode: '330106',
      detail: '文三路100号',
    });
    expect((await call('POST', '/api/region/address_transform', {}, { address: '' })).status).toBe(400);
  });
});

describe('tenant addresses', () => {
  it('should make the first address the default and name its region', async () => {
    const created = await call('POST', '/api/tenant-address', asA, WEST_LAKE_ADDRESS);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      ...WEST_LAKE_ADDRESS,
      provinceName: '浙江省',
      cityName: '杭州市',
      districtName: '西湖区',
      streetCode: null,
      isDefault: true,
    });
  });

  it('should move the default to a new default address and list it first', async () => {
    const second = await call('POST', '/api/tenant-address', asA, {
      ...WEST_LAKE_ADDRESS,
      name: '李四',
      provinceCode: '110000',
      cityCode: '110100',
      districtCode: '110105',
      streetCode: '110105020',
      isDefault: true,
    });
    expect(second.body).toMatchObject({ cityName: '北京市', districtName: '朝阳区', streetName: '望京街道' });
    const { items } = (await call('GET', '/api/tenant-address', asA)).body;
    expect(items.map((a: { name: string; isDefault: boolean }) => [a.name, a.isDefault])).toEqual([
      ['李四', true],
      ['张三', false],
    ]);
  });

  it('should take a city without districts without a district', async () => {
    const { districtCode: _none, ...rest } = WEST_LAKE_ADDRESS;
    const response = await call('POST', '/api/tenant-address', asA, {
      ...rest,
      provinceCode: '440000',
      cityCode: '441900',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ cityName: '东莞市', districtName: '' });
  });

  it.each([
    [{ cityCode: '440300' }, AddressMessages.regionInvalid],
    [{ districtCode: '440305' }, AddressMessages.regionInvalid],
    [{ streetCode: '440305001' }, AddressMessages.regionInvalid],
    [{ phone: '1380013800' }, Messages.phoneInvalid],
    [{ name: ' ' }, AddressMessages.nameRequired],
    [{ detail: '' }, AddressMessages.detailRequired],
  ])('should refuse %j with its message and add nothing', async (change, message) => {
    const before = (await call('GET', '/api/tenant-address', asA)).body.items.length;
    const response = await call('POST', '/api/tenant-address', asA, { ...WEST_LAKE_ADDRESS, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect((await call('GET', '/api/tenant-address', asA)).body.items).toHaveLength(before);
  });

  it("should keep one distributor's addresses from another, and guests out", async () => {
    expect((await call('GET', '/api/tenant-address', asB)).body.items).toEqual([]);
    expect((await call('GET', '/api/tenant-address', {})).status).toBe(401);
  });
});
