import { useSearchParams } from 'react-router';
import { KeywordSearch } from '../../shared/KeywordSearch.tsx';
import { MarketShell } from '../market/MarketShell.tsx';
import styles from '../market/market.module.css';
import { SearchHistory } from './SearchHistory.tsx';

export default function SearchResultPage() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  return (
    <MarketShell
      source="/api/goods/good"
      filter={{ keyword }}
      sectionTitle={keyword ? `“${keyword}” 的搜索结果` : '全部商品'}
      empty={
        <>
          没有找到与 “{keyword}” 相关的商品
          <br />
          换个关键词，或减少几个字试试
        </>
      }
    >
      <div className={styles.searchTop}>
        <KeywordSearch size="large" initial={keyword} key={keyword} />
      </div>
      <SearchHistory keyword={keyword} />
    </MarketShell>
  );
}
