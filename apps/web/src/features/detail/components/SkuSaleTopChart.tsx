/** The best-selling SKUs of a good as horizontal bars drawn in SVG. */

import { useTranslation } from 'react-i18next';

const ROW = 30;
const WIDTH = 560;
const LABEL = 150;

export function SkuSaleTopChart({ items }: { items: { skuId: string; name: string; saleCount: number }[] }) {
  const { t } = useTranslation('detail');
  const max = Math.max(1, ...items.map((i) => i.saleCount));
  const barSpace = WIDTH - LABEL - 60;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${items.length * ROW + 6}`}
      width="100%"
      role="img"
      aria-label={t('charts.skuTopLabel')}
      data-testid="sku-sale-top-chart"
    >
      {items.map((item, i) => {
        const width = Math.max(2, (item.saleCount / max) * barSpace);
        const top = i * ROW + 4;
        return (
          <g key={item.skuId}>
            <text x={0} y={top + 16} fontSize="12" fill="#555">
              {`${i + 1}. ${item.name.length > 12 ? `${item.name.slice(0, 12)}…` : item.name}`}
            </text>
            <rect x={LABEL} y={top + 4} width={width} height={16} rx={3} fill={i === 0 ? '#f5222d' : '#ff9c6e'}>
              <title>{t('charts.point', { label: item.name, sales: item.saleCount })}</title>
            </rect>
            <text x={LABEL + width + 6} y={top + 16} fontSize="12" fill="#333">
              {item.saleCount}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
