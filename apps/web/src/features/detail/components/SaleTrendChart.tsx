/** Daily sales as a small area chart drawn in SVG (no chart library in the bundle). */

import { useTranslation } from 'react-i18next';

const WIDTH = 560;
const HEIGHT = 200;
const PAD = { left: 40, right: 12, top: 12, bottom: 26 };

/** A round upper bound for the axis: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

export function SaleTrendChart({ points }: { points: { day: string; saleCount: number }[] }) {
  const { t } = useTranslation('detail');
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const max = niceMax(Math.max(0, ...points.map((p) => p.saleCount)));
  const x = (i: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (i * innerW) / (points.length - 1));
  const y = (n: number) => PAD.top + innerH - (n / max) * innerH;
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.saleCount).toFixed(1)}`).join('');
  const area = points.length > 0 ? `${line}L${x(points.length - 1)},${y(0)}L${x(0)},${y(0)}Z` : '';
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  const total = points.reduce((sum, p) => sum + p.saleCount, 0);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label={t('charts.trendLabel', { days: points.length, total })}
      data-testid="sale-trend-chart"
    >
      <defs>
        <linearGradient id="sale-trend-fill" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="#1662e8" stopOpacity="0.28" />
          <stop offset="100%" stopColor="#1662e8" stopOpacity="0.02" />
        </linearGradient>
      </defs>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max * f)} y2={y(max * f)} stroke="#eef0f3" />
          <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="#999">
            {Math.round(max * f)}
          </text>
        </g>
      ))}
      <path d={area} fill="url(#sale-trend-fill)" />
      <path d={line} fill="none" stroke="#1662e8" strokeWidth="2" />
      {points.map((p, i) => (
        <g key={p.day}>
          <circle cx={x(i)} cy={y(p.saleCount)} r="2.5" fill="#1662e8">
            <title>{t('charts.point', { label: p.day, sales: p.saleCount })}</title>
          </circle>
          {i % labelEvery === 0 && (
            <text x={x(i)} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#999">
              {p.day.slice(5)}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
