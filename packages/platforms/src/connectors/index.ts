import type { ConnectorFactory } from '../core/connector.ts';
import { alibabaConnector } from './alibaba.connector.ts';
import { doudianConnector } from './doudian.connector.ts';
import { fanmengConnector } from './fanmeng.connector.ts';
import { jdConnector } from './jd.connector.ts';
import { jubaozanConnector } from './jubaozan.connector.ts';
import { kttConnector } from './ktt.connector.ts';
import { kuaishouConnector } from './kuaishou.connector.ts';
import { pddConnector } from './pdd.connector.ts';
import { qunjielongConnector } from './qunjielong.connector.ts';
import { taobaoConnector } from './taobao.connector.ts';
import { taogongchangConnector } from './taogongchang.connector.ts';
import { wechatVideoShopConnector } from './wechatvideoshop.connector.ts';
import { xiaohongshuConnector } from './xiaohongshu.connector.ts';
import { youzanConnector } from './youzan.connector.ts';

/** one connector per online station */
export const CONNECTORS: readonly ConnectorFactory[] = [
  alibabaConnector,
  pddConnector,
  kttConnector,
  taobaoConnector,
  kuaishouConnector,
  doudianConnector,
  jdConnector,
  xiaohongshuConnector,
  youzanConnector,
  qunjielongConnector,
  wechatVideoShopConnector,
  fanmengConnector,
  jubaozanConnector,
  taogongchangConnector,
];

const byStation = new Map(CONNECTORS.map((c) => [c.station, c]));

/** the connector of a station, or undefined for an offline or unknown station */
export function connectorFor(station: number): ConnectorFactory | undefined {
  return byStation.get(station);
}

export {
  alibabaConnector,
  doudianConnector,
  fanmengConnector,
  jdConnector,
  jubaozanConnector,
  kttConnector,
  kuaishouConnector,
  pddConnector,
  qunjielongConnector,
  taobaoConnector,
  taogongchangConnector,
  wechatVideoShopConnector,
  xiaohongshuConnector,
  youzanConnector,
};
