import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { GoodsSorting } from '@puhuo/domain';
import { Button, InputNumber, Space } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTotal } from '../../shared/format.ts';
import styles from './market.module.css';

/** the sorting choices, each named by its key in the market catalogue (sortBar.sorts) */
const SORTS = ['default', 'sales', 'newest'] as const satisfies readonly GoodsSorting[];

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
  const { t } = useTranslation('market');
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
        <fieldset className={styles.sortButtons} aria-label={t('sortBar.label')}>
          {SORTS.map((sort) => (
            <button
              type="button"
              aria-pressed={current === sort}
              key={sort}
              className={current === sort ? styles.sortActive : styles.sort}
              onClick={() => onChange({ sorting: sort })}
            >
              {t(`sortBar.sorts.${sort}`)}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={priceSort}
            className={priceSort ? styles.sortActive : styles.sort}
            onClick={() => onChange({ sorting: current === 'price-asc' ? 'price-desc' : 'price-asc' })}
          >
            {t('sortBar.price')} {current === 'price-desc' ? <ArrowDownOutlined /> : <ArrowUpOutlined />}
          </button>
        </fieldset>
      )}
      <Space.Compact className={styles.priceRange}>
        {(
          [
            ['minPrice', low, setLow],
            ['maxPrice', high, setHigh],
          ] as const
        ).map(([key, value, set], index) => {
          const label = t(`sortBar.${key}`);
          return (
            <Fragment key={key}>
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
          );
        })}
      </Space.Compact>
      <Button size="small" onClick={apply}>
        {t('sortBar.apply')}
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
          {t('sortBar.clearPrice')}
        </Button>
      )}
      <span className={styles.total} data-testid="goods-total">
        {total === undefined ? '' : t('sortBar.total', { total: formatTotal(total) })}
      </span>
    </div>
  );
}
