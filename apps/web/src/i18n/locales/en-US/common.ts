import type { Translation } from '../../translation.ts';
import type { common as zh } from '../zh-CN/common.ts';

/** Words many screens share in English (en-US). */
export const common: Translation<typeof zh> = {
  search: {
    label: 'Goods search',
    placeholder: 'Enter product keyword',
    button: 'Search',
  },
  stationBadge: {
    unknown: 'Platform {{station}}',
    marks: {
      pdd: 'PDD',
      taobao: 'TB',
      kuaishou: 'KS',
      doudian: 'DY',
      jd: 'JD',
      xiaohongshu: 'RED',
      youzan: 'YZ',
      ktt: 'KTT',
      qunjielong: 'QJL',
      wechatvideoshop: 'WX',
      fanmeng: 'FM',
      jubaozan: 'JBZ',
      taogongchang: 'TGC',
      other: 'S',
    },
  },
};
