import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { http } from '../../api/http.ts';
import { useSession } from '../auth/index.ts';
import styles from './search.module.css';

const KEY = ['search-history'];

/** A signed-in user's last searches: this one is remembered, the others are a click away. */
export function SearchHistory({ keyword }: { keyword: string }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation('search');
  const history = useQuery({
    queryKey: KEY,
    enabled: user !== null,
    queryFn: ({ signal }) => http.get<{ items: string[] }>('/api/goods/search-history', undefined, { signal }),
  });
  const remember = useMutation({
    mutationFn: (text: string) =>
      http.post<{ items: string[] }>('/api/goods/search-history', { keyword: text }, { noErrorMessage: true }),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
  const clear = useMutation({
    mutationFn: () => http.delete('/api/goods/search-history'),
    onSuccess: () => queryClient.setQueryData(KEY, { items: [] }),
  });
  const { mutate } = remember;
  useEffect(() => {
    if (user && keyword) mutate(keyword);
  }, [user, keyword, mutate]);
  const others = (history.data?.items ?? []).filter((k) => k !== keyword);
  if (!user || others.length === 0) return null;
  return (
    <div className={styles.history} data-testid="search-history">
      <span>{t('history.label')}</span>
      {others.map((text) => (
        <Link key={text} className={styles.historyItem} to={`/search-result?keyword=${encodeURIComponent(text)}`}>
          {text}
        </Link>
      ))}
      <button type="button" onClick={() => clear.mutate()}>
        {t('history.clear')}
      </button>
    </div>
  );
}
