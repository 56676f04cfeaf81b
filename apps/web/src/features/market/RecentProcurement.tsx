import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { detailPath, formatPrice } from '../../shared/format.ts';
import { useSession } from '../auth/index.ts';
import styles from './market.module.css';
import { useRecentProcurement } from './useGoods.ts';

/**
 * 最近采购: the goods the signed-in distributor itself bought lately (its placed or paid orders),
 * beside the hero search. A guest sees no such block; an account that never bought sees an empty note.
 */
export function RecentProcurement() {
  const { user } = useSession();
  const { data } = useRecentProcurement(Boolean(user), 4);
  const { t } = useTranslation('market');
  if (!user) return null;
  return (
    <aside className={styles.recent} data-testid="recent-procurement">
      <h3>{t('recent.title')}</h3>
      {data && data.items.length === 0 && (
        <p className={styles.recentEmpty} data-testid="recent-procurement-empty">
          {t('recent.empty')}
        </p>
      )}
      <ul>
        {(data?.items ?? []).map((good) => (
          <li key={good.id}>
            <Link to={detailPath(good)} title={good.title}>
              <img src={good.imgUrl} alt="" width={48} height={48} loading="lazy" />
              <span className={styles.recentTitle}>{good.title}</span>
              <span className={styles.recentPrice}>¥{formatPrice(good.minDaifaPrice)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
