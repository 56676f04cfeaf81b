import { useSearchParams } from 'react-router';
import { KeywordSearch } from '../../shared/KeywordSearch.tsx';
import { GoodsGrid } from '../market/GoodsGrid.tsx';
import styles from '../market/market.module.css';

export default function SearchResultPage() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  return (
    <>
      <div style={{ maxWidth: 560, marginBottom: 16 }}>
        <KeywordSearch size="large" initial={keyword} key={keyword} />
      </div>
      <div className={styles.sectionTitle}>
        <h2>“{keyword}” 的搜索结果</h2>
      </div>
      <GoodsGrid filter={{ keyword }} emptyText="没有找到相关商品，换个关键词试试" />
    </>
  );
}
