import {
  addressTransformSchema,
  citiesQuerySchema,
  createAddressSchema,
  districtsQuerySchema,
  parsedAddressSchema,
  regionListSchema,
  streetsQuerySchema,
  tenantAddressListSchema,
  tenantAddressSchema,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrorResponses, standardErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { AddressService } from './address.service.ts';
import type { RegionService } from './regions/region.service.ts';

/** Region lists, reading a pasted address, and the distributor's delivery addresses. */
export function addressRoutes(regions: RegionService, addresses: AddressService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['address'];
    const list = { 200: regionListSchema, ...standardErrorResponses };
    app.get(
      '/api/region/provinces',
      { config: { access: 'public' }, schema: { tags, summary: 'Provinces', response: list } },
      async () => ({
        items: regions.provinces(),
      }),
    );
    app.get(
      '/api/region/cities',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Cities of a province', querystring: citiesQuerySchema, response: list },
      },
      async (request) => ({ items: regions.cities(request.query.provinceCode) }),
    );
    app.get(
      '/api/region/districts',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Districts of a city', querystring: districtsQuerySchema, response: list },
      },
      async (request) => ({ items: regions.districts(request.query.cityCode) }),
    );
    app.get(
      '/api/region/streets',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Streets of a district', querystring: streetsQuerySchema, response: list },
      },
      async (request) => ({ items: regions.streets(request.query.districtCode) }),
    );
    app.post(
      '/api/region/address_transform',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Read a pasted address line into name, phone, region and detail',
          body: addressTransformSchema,
          response: { 200: parsedAddressSchema, ...standardErrorResponses },
        },
      },
      async (request) => regions.transform(request.body.address),
    );

    app.get(
      '/api/tenant-address',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Delivery addresses, the default first',
          response: { 200: tenantAddressListSchema, ...authErrorResponses },
        },
      },
      async (request) => ({ items: await addresses.list(userOf(request).tenantId) }),
    );
    app.post(
      '/api/tenant-address',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Add a delivery address',
          body: createAddressSchema,
          response: { 200: tenantAddressSchema, ...authErrorResponses },
        },
      },
      async (request) => addresses.create(userOf(request).tenantId, request.body),
    );
  };
}
