import { App, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedMessage } from '../i18n/index.ts';

/** Searching opens /search-result?keyword=... in a new window; an empty keyword only warns. */
export function openSearchResult(keyword: string, warn: (text: string) => void): boolean {
  const trimmed = keyword.trim();
  if (!trimmed) {
    warn(sharedMessage('searchKeywordRequired'));
    return false;
  }
  window.open(`/search-result?keyword=${encodeURIComponent(trimmed)}`, '_blank');
  return true;
}

export function KeywordSearch({ size = 'middle', initial = '' }: { size?: 'middle' | 'large'; initial?: string }) {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState(initial);
  const { t } = useTranslation('common');
  return (
    <Input.Search
      aria-label={t('search.label')}
      placeholder={t('search.placeholder')}
      enterButton={t('search.button')}
      size={size}
      value={keyword}
      maxLength={100}
      onChange={(event) => setKeyword(event.target.value)}
      onSearch={(value) => openSearchResult(value, (text) => message.warning(text))}
    />
  );
}
