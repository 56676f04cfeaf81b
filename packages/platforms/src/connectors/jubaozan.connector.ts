import { oursGenericSpec } from '../core/generic-goods-spec.ts';
import { defineGenericConnector } from './generic-goods.connector.ts';

/**
 * jubaozan (聚宝赞, station 38): NO public source of its open API was found. Everything on the wire is OURS,
 * our generic goods API (`/open/api/<method>`, `{ code: 0, data }`, our x-puhuo-* signature, our consent page
 * `/oauth/authorize` and names: `oauth.token`, `goods.category.list`, `goods.freight.list`, `goods.add`,
 * `goods.get`, `goods.search { externalId }`).
 */
export const JUBAOZAN_SPEC = oursGenericSpec({ station: 38, platform: 'jubaozan' });

export const jubaozanConnector = defineGenericConnector(JUBAOZAN_SPEC);
