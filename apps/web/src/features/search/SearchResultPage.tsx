import type { GoodsListResult } from '@puhuo/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatTotal } from '../../shared/format.ts';
import { KeywordSearch } from '../../shared/KeywordSearch.tsx';
import { MarketShell } from '../market/index.ts';
import { SearchHistory } from './SearchHistory.tsx';
import searchStyles from './search.module.css';

/** What a search that found nothing says, with the nearest search that finds goods when there is one. */
function NotFound({ keyword, answer, filtered }: { keyword: string; answer?: GoodsListResult; filtered: boolean }) {
  const [params] = useSearchParams();
  const { t } = useTranslation('search');
  const suggestion = answer?.suggestion;
  const next = new URLSearchParams(params);
  if (suggestion) next.set('keyword', suggestion.keyword);
  next.delete('page');
  return (
    <div className={searchStyles.notFound} data-testid="search-not-found">
      {t('notFound.before')}
      <strong>{keyword}</strong>
      {filtered ? t('notFound.afterFiltered') : t('notFound.after')}
      {suggestion ? (
        <div className={searchStyles.suggestion} data-testid="search-suggestion">
          {t('notFound.trySearching')} <Link to={`/search-result?${next.toString()}`}>{suggestion.keyword}</Link>
          <span>{t('notFound.suggestionCount', { total: formatTotal(suggestion.totalCount) })}</span>
        </div>
      ) : (
        <div>{filtered ? t('notFound.tryFilters') : t('notFound.tryKeyword')}</div>
      )}
    </div>
  );
}

export default function SearchResultPage() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const { t } = useTranslation('search');
  return (
    <MarketShell
      source="/api/goods/good"
      filter={{ keyword }}
      sectionTitle={keyword ? t('title', { keyword }) : t('all')}
      empty={(answer, filtered) =>
        keyword ? <NotFound keyword={keyword} answer={answer} filtered={filtered} /> : t('empty')
      }
    >
      <div className={searchStyles.searchTop}>
        <KeywordSearch size="large" initial={keyword} key={keyword} />
      </div>
      <SearchHistory keyword={keyword} />
    </MarketShell>
  );
}
