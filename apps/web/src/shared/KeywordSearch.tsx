import { Messages } from '@puhuo/domain';
import { App, Input } from 'antd';
import { useState } from 'react';

export const SEARCH_PLACEHOLDER = '请输入商品关键词';

/** Searching opens /search-result?keyword=... in a new window; an empty keyword only warns. */
export function openSearchResult(keyword: string, warn: (text: string) => void): boolean {
  const trimmed = keyword.trim();
  if (!trimmed) {
    warn(Messages.searchKeywordRequired);
    return false;
  }
  window.open(`/search-result?keyword=${encodeURIComponent(trimmed)}`, '_blank');
  return true;
}

export function KeywordSearch({ size = 'middle', initial = '' }: { size?: 'middle' | 'large'; initial?: string }) {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState(initial);
  return (
    <Input.Search
      aria-label="商品搜索"
      placeholder={SEARCH_PLACEHOLDER}
      enterButton="搜索"
      size={size}
      value={keyword}
      maxLength={100}
      onChange={(event) => setKeyword(event.target.value)}
      onSearch={(value) => openSearchResult(value, (text) => message.warning(text))}
    />
  );
}
