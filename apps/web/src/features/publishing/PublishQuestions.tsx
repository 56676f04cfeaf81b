import type { PairPreflight } from '@puhuo/domain';
import { PublishAsk, yuanText, yuanToFen } from '@puhuo/domain';
import { useLocalized } from '../../i18n/index.ts';
import styles from './publishing.module.css';

/** A pair of the preflight with the names the questions show. */
export interface NamedPair extends PairPreflight {
  title: string;
  shopName: string;
}

/**
 * Goods a shop's manual category is not for: what each becomes on that platform instead (the smart
 * match, or nothing found), grouped by shop, asked before publishing.
 */
export function CategoryQuestion({ pairs }: { pairs: NamedPair[] }) {
  const byShop = new Map<string, NamedPair[]>();
  for (const pair of pairs) byShop.set(pair.shopId, [...(byShop.get(pair.shopId) ?? []), pair]);
  const localize = useLocalized();
  const anyMissing = pairs.some((p) => p.category?.source === 'none');
  return (
    <div data-testid="category-question">
      {[...byShop.values()].map((shopPairs) => {
        const first = shopPairs[0] as NamedPair;
        const manual = first.manualCategory;
        return (
          <div key={first.shopId} className={styles.askShop}>
            <div className={styles.askShopName}>{first.shopName}</div>
            <p className={styles.askIntro}>
              {localize(
                manual?.chosenFor
                  ? PublishAsk.categoryIntro(manual.name, manual.chosenFor)
                  : PublishAsk.categoryIntroUnknown(manual?.name ?? ''),
              )}
            </p>
            <ul className={styles.askList}>
              {shopPairs.map((pair) => (
                <li key={`${pair.goodsId}|${pair.shopId}`} data-testid="category-pair">
                  <span className={styles.askTitle} title={pair.title}>
                    {pair.title}
                  </span>
                  {pair.category?.source === 'smart' ? (
                    <span>{localize(PublishAsk.smartAs(pair.category.name))}</span>
                  ) : (
                    <span className={styles.loss}>{localize(PublishAsk.needsCategory)}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {anyMissing && <p className={styles.askNote}>{localize(PublishAsk.needsCategoryNote)}</p>}
    </div>
  );
}

/** Goods whose price in a chosen shop is under their supply price plus the platform's fee. */
export function BelowCostQuestion({ pairs }: { pairs: NamedPair[] }) {
  const localize = useLocalized();
  return (
    <div data-testid="below-cost-question">
      <p className={styles.askIntro}>{localize(PublishAsk.belowCostIntro)}</p>
      <ul className={styles.askList}>
        {pairs.map((pair) => (
          <li key={`${pair.goodsId}|${pair.shopId}`} data-testid="below-cost-pair">
            <span className={styles.askTitle} title={pair.title}>
              {pair.title}
            </span>
            <span className={styles.askShop} title={pair.shopName}>
              {pair.shopName}
            </span>
            <span className={styles.loss}>
              {pair.belowCost &&
                localize(
                  PublishAsk.belowCostLine(
                    yuanText(yuanToFen(pair.belowCost.price)),
                    yuanText(yuanToFen(pair.belowCost.cost)),
                  ),
                )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
