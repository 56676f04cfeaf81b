import { findStation } from '@puhuo/domain';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../i18n/index.ts';

import type { common } from '../i18n/locales/zh-CN/common.ts';

type MarkKey = keyof typeof common.stationBadge.marks;

/**
 * Brand colour and a short mark per platform, drawn as a small rounded badge (no remote logos); the
 * mark is a key of common's stationBadge.marks (1688 writes its own name).
 */
const LOOK: Record<number, { color: string; mark: MarkKey | '1688' }> = {
  1: { color: '#ff6a00', mark: '1688' },
  2: { color: '#e02e24', mark: 'pdd' },
  3: { color: '#ff5000', mark: 'taobao' },
  4: { color: '#ff4906', mark: 'kuaishou' },
  11: { color: '#111111', mark: 'doudian' },
  15: { color: '#e1251b', mark: 'jd' },
  29: { color: '#ff2442', mark: 'xiaohongshu' },
  32: { color: '#d40000', mark: 'youzan' },
  33: { color: '#07c160', mark: 'ktt' },
  34: { color: '#1677ff', mark: 'qunjielong' },
  36: { color: '#fa9d3b', mark: 'wechatvideoshop' },
  37: { color: '#722ed1', mark: 'fanmeng' },
  38: { color: '#13a8a8', mark: 'jubaozan' },
  39: { color: '#fa541c', mark: 'taogongchang' },
};

export function StationBadge({ station, size = 20 }: { station: number; size?: number }) {
  const { t } = useTranslation('common');
  const localize = useLocalized();
  const look = LOOK[station] ?? { color: '#8c8c8c', mark: 'other' };
  const mark = look.mark === '1688' ? look.mark : t(`stationBadge.marks.${look.mark}`);
  const known = findStation(station)?.label;
  const label = known ? localize(known) : t('stationBadge.unknown', { station });
  return (
    <Tooltip title={label}>
      <span
        role="img"
        aria-label={label}
        data-station={station}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: size,
          height: size,
          padding: mark.length > 1 ? '0 4px' : 0,
          borderRadius: 4,
          background: look.color,
          color: '#fff',
          fontSize: mark.length > 1 ? size * 0.45 : size * 0.6,
          fontWeight: 600,
          lineHeight: 1,
          verticalAlign: 'middle',
        }}
      >
        {mark}
      </span>
    </Tooltip>
  );
}
