import type { PairPreflight } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../i18n/index.ts';
import { formatPriceRange } from '../../shared/format.ts';
import { StationBadge } from '../../shared/StationBadge.tsx';
import type { SettingsShop } from '../templates/index.ts';
import styles from './publishing.module.css';
import { publishingQueries } from './publishing.queries.ts';

interface ShopPlan {
  minPrice: number | null;
  maxPrice: number | null;
  minMargin: number | null;
  maxMargin: number | null;
  /** problem text -> how many of the goods it concerns */
  problems: Map<string, number>;
  /** goods whose price there is under their supply price plus the platform's fee */
  belowCost: number;
  /** goods the shop's manual category is not for (they go as their smart match, or fail) */
  otherCategory: number;
}

function summarise(items: PairPreflight[]): Map<string, ShopPlan> {
  const byShop = new Map<string, ShopPlan>();
  const lower = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
  const upper = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
  for (const item of items) {
    const plan = byShop.get(item.shopId) ?? {
      minPrice: null,
      maxPrice: null,
      minMargin: null,
      maxMargin: null,
      problems: new Map<string, number>(),
      belowCost: 0,
      otherCategory: 0,
    };
    if (item.problems.length === 0 && item.belowCost) plan.belowCost += 1;
    if (item.problems.length === 0 && item.manualCategory && item.category && item.category.source !== 'manual') {
      plan.otherCategory += 1;
    }
    plan.minPrice = lower(plan.minPrice, item.minPrice);
    plan.maxPrice = upper(plan.maxPrice, item.maxPrice);
    plan.minMargin = lower(plan.minMargin, item.minMargin);
    plan.maxMargin = upper(plan.maxMargin, item.maxMargin);
    for (const problem of item.problems) plan.problems.set(problem, (plan.problems.get(problem) ?? 0) + 1);
    byShop.set(item.shopId, plan);
  }
  return byShop;
}

interface Props {
  shops: SettingsShop[];
  goodsIds: string[];
  onDeselect(shopId: string): void;
  onOpenSettings(shop: SettingsShop): void;
}

/**
 * Before publishing: what each chosen shop's template makes of the goods (price range, estimated margin
 * after the platform's share) and what would fail, so the distributor fixes or deselects it first.
 */
export function PreflightSummary({ shops, goodsIds, onDeselect, onOpenSettings }: Props) {
  const { t } = useTranslation('publishing');
  const localize = useLocalized();
  const shopIds = shops.map((s) => s.id);
  const { data, isFetching } = useQuery({ ...publishingQueries.preflight(shopIds, goodsIds), staleTime: 0 });
  const plans = summarise(data?.items ?? []);
  return (
    <div className={styles.preflight} data-testid="preflight">
      <div className={styles.preflightTitle}>
        {t('preflight.title')} <span className={styles.muted}>{t('preflight.note')}</span>
      </div>
      <Spin spinning={isFetching && !data} size="small">
        {shops.map((shop) => {
          const plan = plans.get(shop.id);
          const problems = [...(plan?.problems ?? [])];
          return (
            <div key={shop.id} className={styles.preflightRow} data-testid="preflight-row">
              <span className={styles.preflightShop}>
                <StationBadge station={shop.stationType} />
                <span title={shop.shopName}>{shop.shopName}</span>
              </span>
              <span className={styles.preflightFigures}>
                {plan?.minPrice != null && plan.maxPrice != null && (
                  <span>{t('preflight.price', { range: formatPriceRange(plan.minPrice, plan.maxPrice) })}</span>
                )}
                {plan?.minMargin != null && plan.maxMargin != null && (
                  <span className={plan.minMargin < 0 ? styles.loss : styles.margin}>
                    {t('preflight.margin', { range: formatPriceRange(plan.minMargin, plan.maxMargin) })}
                  </span>
                )}
              </span>
              {plan && (plan.belowCost > 0 || plan.otherCategory > 0) && (
                <div className={styles.preflightWarnings} data-testid="preflight-warnings">
                  {plan.belowCost > 0 && <div>{t('preflight.belowCost', { count: plan.belowCost })}</div>}
                  {plan.otherCategory > 0 && <div>{t('preflight.otherCategory', { count: plan.otherCategory })}</div>}
                </div>
              )}
              {problems.length > 0 && (
                <div className={styles.preflightProblems}>
                  {problems.map(([text, count]) => (
                    <div key={text}>
                      {localize(text)}
                      {goodsIds.length > 1 ? t('preflight.goodsCount', { count }) : ''}
                    </div>
                  ))}
                  <Button size="small" type="link" onClick={() => onOpenSettings(shop)}>
                    {t('preflight.goSettings')}
                  </Button>
                  <Button size="small" type="link" onClick={() => onDeselect(shop.id)}>
                    {t('preflight.skipShop')}
                  </Button>
                </div>
              )}
            </div>
          );
        })}
      </Spin>
    </div>
  );
}
