import { oursGenericSpec } from '../core/generic-goods-spec.ts';
import { defineGenericConnector } from './generic-goods.connector.ts';

/** jubaozan (聚宝赞): nothing of its open API is public; the whole shape is OURS. */
export const JUBAOZAN_SPEC = oursGenericSpec({ station: 38, platform: 'jubaozan' });

export const jubaozanConnector = defineGenericConnector(JUBAOZAN_SPEC);
