import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { type GoodsSorting, LISTING_TOTAL_CAP } from '@puhuo/domain';
import { Button, InputNumber, Space } from 'antd';
import { Fragment, useState } from 'react';
import styles from './market.module.css';

const SORTS: { key: GoodsSorting; label: string }[] = [
  { key: 'default', label: '综合' },
  { key: 'sales', label: '销量' },
  { key: 'newest', label: '最新' },
];

export function formatTotal(total: number): string {
  return total >= LISTING_TOTAL_CAP ? `${LISTING_TOTAL_CAP}+` : String(total);
}

/** Sorting (sales, newest, price both ways), a price range and the number of goods found. */
export function SortBar({
  sorting,
  minPrice,
  maxPrice,
  total,
  fixedSorting,
  onChange,
}: {
  sorting: GoodsSorting | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  total: number | undefined;
  /** pages with an order of their own (rankings, new arrivals) show it instead of the choices */
  fixedSorting?: string;
  onChange: (change: { sorting?: GoodsSorting; minPrice?: number; maxPrice?: number }) => void;
}) {
  const [low, setLow] = useState<number | null>(minPrice ?? null);
  const [high, setHigh] = useState<number | null>(maxPrice ?? null);
  const current = sorting ?? 'default';
  const priceSort = current === 'price-asc' || current === 'price-desc';
  const apply = () => {
    const [a, b] = low !== null && high !== null && low > high ? [high, low] : [low, high];
    setLow(a);
    setHigh(b);
    onChange({ minPrice: a ?? undefined, maxPrice: b ?? undefined });
  };
  return (
    <div className={styles.sortBar} data-testid="sort-bar">
      {fixedSorting ? (
        <span className={styles.sortFixed}>{fixedSorting}</span>
      ) : (
        <fieldset className={styles.sortButtons} aria-label="排序">
          {SORTS.map((sort) => (
            <button
              type="button"
              aria-pressed={current === sort.key}
              key={sort.key}
              className={current === sort.key ? styles.sortActive : styles.sort}
              onClick={() => onChange({ sorting: sort.key })}
            >
              {sort.label}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={priceSort}
            className={priceSort ? styles.sortActive : styles.sort}
            onClick={() => onChange({ sorting: current === 'price-asc' ? 'price-desc' : 'price-asc' })}
          >
            价格 {current === 'price-desc' ? <ArrowDownOutlined /> : <ArrowUpOutlined />}
          </button>
        </fieldset>
      )}
      <Space.Compact className={styles.priceRange}>
        {(
          [
            ['最低价', low, setLow],
            ['最高价', high, setHigh],
          ] as const
        ).map(([label, value, set], index) => (
          <Fragment key={label}>
            {index > 0 && <span className={styles.priceDash}>-</span>}
            <InputNumber
              size="small"
              min={0}
              max={1_000_000}
              precision={2}
              placeholder={`¥ ${label}`}
              aria-label={label}
              value={value}
              onChange={set}
              onPressEnter={apply}
            />
          </Fragment>
        ))}
      </Space.Compact>
      <Button size="small" onClick={apply}>
        确定
      </Button>
      {(minPrice !== undefined || maxPrice !== undefined) && (
        <Button
          size="small"
          type="link"
          onClick={() => {
            setLow(null);
            setHigh(null);
            onChange({ minPrice: undefined, maxPrice: undefined });
          }}
        >
          清除价格
        </Button>
      )}
      <span className={styles.total} data-testid="goods-total">
        {total === undefined ? '' : `共 ${formatTotal(total)} 件商品`}
      </span>
    </div>
  );
}
