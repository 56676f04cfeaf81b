import type { ParsedAddress, Region } from '@puhuo/domain';
import { CITIES, DISTRICTS, PROVINCES, REGION_NAME_SUFFIXES, type RegionEntry, STREETS } from './region-data.ts';

const toRegion = ([code, name]: RegionEntry): Region => ({ code, name });

function shortName(name: string): string {
  for (const suffix of REGION_NAME_SUFFIXES) {
    if (name.endsWith(suffix) && name.length - suffix.length >= 2) return name.slice(0, -suffix.length);
  }
  return name;
}

/** The entry the text starts with (full name first, then the name without its suffix), and the rest. */
function matchStart(text: string, candidates: readonly RegionEntry[]): { entry: RegionEntry; rest: string } | null {
  for (const entry of candidates) {
    if (text.startsWith(entry[1])) return { entry, rest: text.slice(entry[1].length) };
  }
  for (const entry of candidates) {
    const short = shortName(entry[1]);
    if (short !== entry[1] && text.startsWith(short)) {
      // "杭州市" written as "杭州": also drop a suffix the writer did put after the short name
      const rest = text.slice(short.length);
      const suffix = REGION_NAME_SUFFIXES.find((s) => rest.startsWith(s));
      return { entry, rest: suffix ? rest.slice(suffix.length) : rest };
    }
  }
  return null;
}

const PHONE = /(?:\+?86[\s-]?)?(1[3-9]\d(?:[\s-]?\d){8})/;
const LABELS = /(收货人|收件人|联系人|姓名|手机号码|手机号|手机|电话|联系电话|所在地区|详细地址|地址)[:：]?/g;

export interface RegionChain {
  province: Region;
  city: Region;
  district: Region | null;
  street: Region | null;
}

/** Provinces, cities, districts and streets, and reading an address someone pasted. */
export class RegionService {
  provinces(): Region[] {
    return PROVINCES.map(toRegion);
  }

  cities(provinceCode: string): Region[] {
    return (CITIES[provinceCode] ?? []).map(toRegion);
  }

  districts(cityCode: string): Region[] {
    return (DISTRICTS[cityCode] ?? []).map(toRegion);
  }

  streets(districtCode: string): Region[] {
    return (STREETS[districtCode] ?? []).map(toRegion);
  }

  /**
   * Checks that the codes form one chain (the city in the province, and so on) and names them.
   * A district is needed when the city has districts; a street only where streets are known.
   */
  chain(codes: {
    provinceCode: string;
    cityCode: string;
    districtCode?: string | null;
    streetCode?: string | null;
  }): RegionChain | null {
    const province = PROVINCES.find(([code]) => code === codes.provinceCode);
    const city = CITIES[codes.provinceCode]?.find(([code]) => code === codes.cityCode);
    if (!province || !city) return null;
    const districts = DISTRICTS[codes.cityCode] ?? [];
    const district = districts.find(([code]) => code === codes.districtCode) ?? null;
    if (districts.length > 0 ? !district : codes.districtCode) return null;
    const street = STREETS[codes.districtCode ?? '']?.find(([code]) => code === codes.streetCode) ?? null;
    if (codes.streetCode && !street) return null;
    return {
      province: toRegion(province),
      city: toRegion(city),
      district: district ? toRegion(district) : null,
      street: street ? toRegion(street) : null,
    };
  }

  /** "张三 13800138000 浙江省杭州市西湖区文三路100号" read into name, phone, region and detail. */
  transform(text: string): ParsedAddress {
    let rest = text.replace(LABELS, ' ').replace(/[，,；;\n\r\t]+/g, ' ');
    const phoneMatch = PHONE.exec(rest);
    const phone = phoneMatch?.[1]?.replace(/[\s-]/g, '') ?? '';
    if (phoneMatch) rest = `${rest.slice(0, phoneMatch.index)} ${rest.slice(phoneMatch.index + phoneMatch[0].length)}`;
    const tokens = rest.split(/\s+/).filter(Boolean);

    let best: { index: number; parsed: Omit<ParsedAddress, 'name' | 'phone'>; matched: number } | null = null;
    tokens.forEach((token, index) => {
      const parsed = this.readRegion(token);
      const matched = [parsed.provinceCode, parsed.cityCode, parsed.districtCode].filter(Boolean).length;
      if (!best || matched > best.matched) best = { index, parsed, matched };
    });
    const found = best as { index: number; parsed: Omit<ParsedAddress, 'name' | 'phone'>; matched: number } | null;
    const addressIndex = found && found.matched > 0 ? found.index : -1;
    // the name: the shortest other token without digits; any further tokens belong to the detail
    const others = tokens.filter((_, i) => i !== addressIndex);
    const nameToken =
      others.filter((t) => !/\d/.test(t) && t.length <= 25).sort((a, b) => a.length - b.length)[0] ?? '';
    const extra = others.filter((t) => t !== nameToken).join('');
    const parsed = found && addressIndex >= 0 ? found.parsed : this.readRegion('');
    return { ...parsed, name: nameToken, phone, detail: `${parsed.detail}${extra}`.trim() };
  }

  private readRegion(text: string): Omit<ParsedAddress, 'name' | 'phone'> {
    const none = {
      provinceCode: null,
      provinceName: null,
      cityCode: null,
      cityName: null,
      districtCode: null,
      districtName: null,
      streetCode: null,
      streetName: null,
    };
    let rest = text;
    let province = matchStart(rest, PROVINCES);
    let city: { entry: RegionEntry; rest: string } | null = null;
    if (province) {
      rest = province.rest;
      const cities = CITIES[province.entry[0]] ?? [];
      city = matchStart(rest, cities);
      // a municipality has one city: "北京市朝阳区" names no city
      if (!city && cities.length === 1) city = { entry: cities[0] as RegionEntry, rest };
    } else {
      // "杭州市西湖区...": the city tells the province
      for (const [provinceCode, cities] of Object.entries(CITIES)) {
        city = matchStart(rest, cities);
        if (city) {
          const entry = PROVINCES.find(([code]) => code === provinceCode) as RegionEntry;
          province = { entry, rest };
          break;
        }
      }
    }
    if (!province) return { ...none, detail: text };
    if (!city) return { ...none, provinceCode: province.entry[0], provinceName: province.entry[1], detail: rest };
    rest = city.rest;
    const district = matchStart(rest, DISTRICTS[city.entry[0]] ?? []);
    if (district) rest = district.rest;
    const street = district ? matchStart(rest, STREETS[district.entry[0]] ?? []) : null;
    if (street) rest = street.rest;
    return {
      provinceCode: province.entry[0],
      provinceName: province.entry[1],
      cityCode: city.entry[0],
      cityName: city.entry[1],
      districtCode: district?.entry[0] ?? null,
      districtName: district?.entry[1] ?? null,
      streetCode: street?.entry[0] ?? null,
      streetName: street?.entry[1] ?? null,
      detail: rest,
    };
  }
}
