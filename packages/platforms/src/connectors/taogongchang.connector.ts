import { oursGenericSpec } from '../core/generic-goods-spec.ts';
import { defineGenericConnector } from './generic-goods.connector.ts';

/** taogongchang (淘工厂): nothing of its open API is public; the whole shape is OURS. */
export const TAOGONGCHANG_SPEC = oursGenericSpec({
  station: 39,
  platform: 'taogongchang',
  methods: { brands: 'goods.brand.list' },
  limits: { titleMax: 60, imagesMax: 5, detailImagesMax: 30 },
  brandRule: 'optional',
});

export const taogongchangConnector = defineGenericConnector(TAOGONGCHANG_SPEC);
