import { Link } from 'react-router';
import { detailPath, formatPrice } from './GoodsCard.tsx';
import { useRecentProcurement } from './goods.api.ts';
import styles from './market.module.css';

/** Goods distributors bought most recently: a strip beside the hero search. */
export function RecentProcurement() {
  const { data } = useRecentProcurement(true, 4);
  return (
    <aside className={styles.recent} data-testid="recent-procurement">
      <h3>最近采购</h3>
      {data && data.items.length === 0 && <p className={styles.recentEmpty}>暂无采购记录</p>}
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
