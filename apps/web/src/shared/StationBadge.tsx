import { findStation } from '@puhuo/domain';
import { Tooltip } from 'antd';

/** Brand colour and a short mark per platform, drawn as a small rounded badge (no remote logos). */
const LOOK: Record<number, { color: string; mark: string }> = {
  1: { color: '#ff6a00', mark: '1688' },
  2: { color: '#e02e24', mark: '拼' },
  3: { color: '#ff5000', mark: '淘' },
  4: { color: '#ff4906', mark: '快' },
  11: { color: '#111111', mark: '抖' },
  15: { color: '#e1251b', mark: '京' },
  29: { color: '#ff2442', mark: '红' },
  32: { color: '#d40000', mark: '赞' },
  33: { color: '#07c160', mark: '团' },
  34: { color: '#1677ff', mark: '群' },
  36: { color: '#fa9d3b', mark: '微' },
  37: { color: '#722ed1', mark: '盟' },
  38: { color: '#13a8a8', mark: '聚' },
  39: { color: '#fa541c', mark: '工' },
};

export function StationBadge({ station, size = 20 }: { station: number; size?: number }) {
  const look = LOOK[station] ?? { color: '#8c8c8c', mark: '店' };
  const label = findStation(station)?.label ?? `平台${station}`;
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
          padding: look.mark.length > 1 ? '0 4px' : 0,
          borderRadius: 4,
          background: look.color,
          color: '#fff',
          fontSize: look.mark.length > 1 ? size * 0.45 : size * 0.6,
          fontWeight: 600,
          lineHeight: 1,
          verticalAlign: 'middle',
        }}
      >
        {look.mark}
      </span>
    </Tooltip>
  );
}
