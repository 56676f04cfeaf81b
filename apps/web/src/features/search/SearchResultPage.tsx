import type { GoodsListResult } from '@puhuo/domain';
import { Link, useSearchParams } from 'react-router';
import { KeywordSearch } from '../../shared/KeywordSearch.tsx';
import { MarketShell } from '../market/MarketShell.tsx';
import styles from '../market/market.module.css';
import { formatTotal } from '../market/SortBar.tsx';
import { SearchHistory } from './SearchHistory.tsx';
import searchStyles from './search.module.css';

/** What a search that found nothing says, with the nearest search that finds goods when there is one. */
function NotFound({ keyword, answer, filtered }: { keyword: string; answer?: GoodsListResult; filtered: boolean }) {
  const [params] = useSearchParams();
  const suggestion = answer?.suggestion;
  const next = new URLSearchParams(params);
  if (suggestion) next.set('keyword', suggestion.keyword);
  next.delete('page');
  return (
    <div className={searchStyles.notFound} data-testid="search-not-found">
      没有找到与 “<strong>{keyword}</strong>” 相关的{filtered ? '、符合筛选条件的' : ''}商品
      {suggestion ? (
        <div className={searchStyles.suggestion} data-testid="search-suggestion">
          试试搜索 <Link to={`/search-result?${next.toString()}`}>{suggestion.keyword}</Link>
          <span>（{formatTotal(suggestion.totalCount)} 件商品）</span>
        </div>
      ) : (
        <div>{filtered ? '换个类目或价格试试' : '换个关键词，或减少几个字试试'}</div>
      )}
    </div>
  );
}

export default function SearchResultPage() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  return (
    <MarketShell
      source="/api/goods/good"
      filter={{ keyword }}
      sectionTitle={keyword ? `“${keyword}” 的搜索结果` : '全部商品'}
      empty={(answer, filtered) =>
        keyword ? <NotFound keyword={keyword} answer={answer} filtered={filtered} /> : '暂无符合条件的商品'
      }
    >
      <div className={styles.searchTop}>
        <KeywordSearch size="large" initial={keyword} key={keyword} />
      </div>
      <SearchHistory keyword={keyword} />
    </MarketShell>
  );
}
