import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../shared/format.ts';
import styles from './market.module.css';
import { useRecommendCategories } from './useGoods.ts';

/** The curated market's recommended categories (the distributor's own choice when it made one). */
export function RecommendCategories({ onSelect }: { onSelect: (categoryId: number) => void }) {
  const { data } = useRecommendCategories(true);
  const { t } = useTranslation('market');
  if (!data || data.items.length === 0) return null;
  return (
    <div className={styles.recommend} data-testid="recommend-categories">
      <span className={styles.recommendLabel}>{data.isCustom ? t('recommend.custom') : t('recommend.default')}</span>
      {data.items.map((category) => (
        <button type="button" key={category.id} className={styles.recommendItem} onClick={() => onSelect(category.id)}>
          {category.name}
          <small>{t('recommend.goodsCount', { number: formatQuantity(category.goodCount) })}</small>
        </button>
      ))}
    </div>
  );
}
