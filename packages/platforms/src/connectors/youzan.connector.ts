import { codeEnvelope } from '../core/envelopes.ts';
import type { GenericGoodsSpec } from '../core/generic-goods-spec.ts';
import { defineGenericConnector } from './generic-goods.connector.ts';

/**
 * youzan (有赞): the `{ success, code: 200, data }` envelope and youzan.item.create are known; the
 * fields beyond the spec's template and the signing are OURS. Freight: a delivery template, or none
 * (uniform postage).
 */
export const YOUZAN_SPEC: GenericGoodsSpec = {
  station: 32,
  platform: 'youzan',
  apiPrefix: '/api',
  tokenParam: 'access_token',
  envelope: codeEnvelope(200),
  methods: {
    token: 'auth.token',
    categories: 'youzan.itemcategories.get',
    freightTemplates: 'youzan.logistics.template.search',
    brands: null,
    create: 'youzan.item.create',
    get: 'youzan.item.get',
  },
  freightField: 'deliveryTemplateId',
  limits: { titleMax: 100, imagesMax: 15, detailImagesMax: 50 },
  brandRule: 'none',
  freightRule: 'optional',
  authorization: 'oauth',
  consentPath: '/oauth/authorize',
};

export const youzanConnector = defineGenericConnector(YOUZAN_SPEC);
