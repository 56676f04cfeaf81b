import { describe, expect, it } from 'vitest';
import { RegionService } from './region.service.ts';
import { CITIES, DISTRICTS, PROVINCES } from './region-data.ts';

const sut = new RegionService();

describe(RegionService.name, () => {
  it('should list all 34 provincial-level divisions with unique codes', () => {
    const provinces = sut.provinces();
    expect(provinces).toHaveLength(34);
    expect(new Set(provinces.map((p) => p.code)).size).toBe(34);
    expect(provinces.map((p) => p.name)).toContain('新疆维吾尔自治区');
  });

  it('should keep every city and district under the code of its parent', () => {
    for (const [provinceCode, cities] of Object.entries(CITIES)) {
      expect(PROVINCES.some(([code]) => code === provinceCode)).toBe(true);
      for (const [cityCode] of cities) {
        expect(cityCode.slice(0, 2)).toBe(provinceCode.slice(0, 2));
        for (const [districtCode] of DISTRICTS[cityCode] ?? [])
          expect(districtCode.slice(0, 4)).toBe(cityCode.slice(0, 4));
      }
    }
    expect(sut.cities('330000')).toHaveLength(11);
    expect(sut.districts('330100').map((d) => d.name)).toContain('西湖区');
    expect(sut.streets('330106').map((s) => s.name)).toContain('文新街道');
  });

  it('should read the spec example into name, phone, region and detail', () => {
    expect(sut.transform('张三 13800138000 浙江省杭州市西湖区文三路100号')).toEqual({
      name: '张三',
      phone: '13800138000',
      provinceCode: '330000',
      provinceName: '浙江省',
      cityCode: '330100',
      cityName: '杭州市',
      districtCode: '330106',
      districtName: '西湖区',
      streetCode: null,
      streetName: null,
      detail: '文三路100号',
    });
  });

  it.each([
    [
      '收货人：李四，手机号：139-1234-5678，地址：北京市朝阳区望京街道阜通东大街6号',
      '李四',
      '110105',
      '望京街道',
      '阜通东大街6号',
    ],
    ['广东深圳南山区科技园南区 王小明 +86 137 0000 1111', '王小明', '440305', null, '科技园南区'],
    ['杭州市西湖区文新街道学院路 赵六 15900001111', '赵六', '330106', '文新街道', '学院路'],
    ['东莞市长安镇沙头村 陈七 18600002222', '陈七', null, null, '长安镇沙头村'],
  ])('should read %s', (text, name, districtCode, streetName, detail) => {
    const parsed = sut.transform(text);
    expect(parsed.name).toBe(name);
    expect(parsed.phone).toMatch(/^1\d{10}$/);
    expect(parsed.districtCode).toBe(districtCode);
    expect(parsed.streetName).toBe(streetName);
    expect(parsed.detail).toBe(detail);
    expect(parsed.provinceCode).not.toBeNull();
  });

  it('should leave the region empty when it names no known place', () => {
    const parsed = sut.transform('某某 13800138000 火星基地1号');
    expect(parsed).toMatchObject({ name: '某某', phone: '13800138000', provinceCode: null, detail: '火星基地1号' });
  });

  it('should accept a chain of codes only when each belongs to the one before', () => {
    expect(sut.chain({ provinceCode: '330000', cityCode: '330100', districtCode: '330106' })?.district?.name).toBe(
      '西湖区',
    );
    expect(sut.chain({ provinceCode: '330000', cityCode: '440300', districtCode: '440305' })).toBeNull();
    expect(sut.chain({ provinceCode: '330000', cityCode: '330100' })).toBeNull();
    expect(sut.chain({ provinceCode: '440000', cityCode: '441900' })?.city.name).toBe('东莞市');
    expect(
      sut.chain({ provinceCode: '330000', cityCode: '330100', districtCode: '330106', streetCode: '440305001' }),
    ).toBeNull();
  });
});
