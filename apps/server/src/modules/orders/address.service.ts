import { ADDRESS_LIMIT, AddressMessages, type CreateAddress, OrderMessages, type TenantAddress } from '@puhuo/domain';
import type { OrderAddress } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { AddressRepository, AddressRow } from './address.repository.ts';
import type { RegionService } from './regions/region.service.ts';

/** A distributor's delivery addresses, checked against the region lists. */
export class AddressService {
  constructor(
    private readonly repository: AddressRepository,
    private readonly regions: RegionService,
  ) {}

  async list(tenantId: string): Promise<TenantAddress[]> {
    return (await this.repository.list(tenantId)).map((row) => this.toAddress(row));
  }

  async create(tenantId: string, body: CreateAddress): Promise<TenantAddress> {
    const chain = this.regions.chain(body);
    if (!chain) throw badRequest(AddressMessages.regionInvalid);
    const existing = await this.repository.countOf(tenantId);
    if (existing >= ADDRESS_LIMIT) throw badRequest(AddressMessages.limitReached);
    const row = await this.repository.insert({
      tenantId,
      name: body.name,
      phone: body.phone,
      provinceCode: body.provinceCode,
      cityCode: body.cityCode,
      districtCode: body.districtCode ?? null,
      streetCode: body.streetCode ?? null,
      detail: body.detail,
      // the first address is the default one
      isDefault: body.isDefault || existing === 0,
    });
    return this.toAddress(row);
  }

  /** The address as an order keeps it, so later edits do not change orders already placed. */
  async forOrder(tenantId: string, id: string): Promise<OrderAddress> {
    const row = await this.repository.find(tenantId, id);
    if (!row) throw notFound(OrderMessages.addressNotFound);
    const address = this.toAddress(row);
    return {
      name: address.name,
      phone: address.phone,
      region: [address.provinceName, address.cityName, address.districtName, address.streetName]
        .filter((part, i, all) => part && part !== all[i - 1])
        .join(' '),
      detail: address.detail,
    };
  }

  private toAddress(row: AddressRow): TenantAddress {
    const chain = this.regions.chain(row);
    return {
      id: row.id,
      name: row.name,
      phone: row.phone,
      provinceCode: row.provinceCode,
      provinceName: chain?.province.name ?? '',
      cityCode: row.cityCode,
      cityName: chain?.city.name ?? '',
      districtCode: row.districtCode ?? '',
      districtName: chain?.district?.name ?? '',
      streetCode: row.streetCode,
      streetName: chain?.street?.name ?? null,
      detail: row.detail,
      isDefault: row.isDefault,
    };
  }
}
