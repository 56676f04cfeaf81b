import { codeEnvelope } from '../core/envelopes.ts';
import type { GenericGoodsSpec } from '../core/generic-goods-spec.ts';
import { defineGenericConnector } from './generic-goods.connector.ts';

/**
 * jd (京东): only the publish API's name and fields are known (jingdong.ware.write.add: title,
 * categoryId, brandId, transportId); the rest of the shape and the signing are OURS.
 */
export const JD_SPEC: GenericGoodsSpec = {
  station: 15,
  platform: 'jd',
  apiPrefix: '/routerjson',
  tokenParam: 'access_token',
  envelope: codeEnvelope(0),
  methods: {
    token: 'oauth.token',
    categories: 'jingdong.category.read.findByPId',
    freightTemplates: 'jingdong.freight.template.list',
    brands: 'jingdong.brand.read.findByCategory',
    create: 'jingdong.ware.write.add',
    get: 'jingdong.ware.read.findWareById',
  },
  freightField: 'transportId',
  limits: { titleMax: 45, imagesMax: 6, detailImagesMax: 20 },
  brandRule: 'always',
  freightRule: 'required',
  authorization: 'oauth',
  consentPath: '/oauth/authorize',
};

export const jdConnector = defineGenericConnector(JD_SPEC);
