import { describe, expect, it } from 'vitest';
import { parseKeyword, textSearchTerms } from './search.ts';

function matches(title: string, keyword: string): boolean {
  const query = parseKeyword(keyword);
  if (!query) return false;
  const terms = new Set(textSearchTerms(title));
  const lower = title.toLowerCase();
  return query.terms.every((t) => terms.has(t)) && query.words.every((w) => lower.includes(w));
}

describe('keyword search terms', () => {
  it('should find a title by any 2 to 4 consecutive Chinese characters', () => {
    const title = '夏季新款碎花连衣裙女';
    for (const keyword of ['连衣', '连衣裙', '碎花连衣', '新款']) expect(matches(title, keyword)).toBe(true);
    expect(matches(title, '衣连')).toBe(false);
    expect(matches(title, '冬季')).toBe(false);
  });

  it('should find a title by a single character', () => {
    expect(matches('纯棉T恤', '棉')).toBe(true);
    expect(parseKeyword('棉')?.terms).toEqual(['棉']);
  });

  it('should need every word of a multi-word query', () => {
    expect(matches('iPhone 15 手机壳 防摔', '手机壳 iphone')).toBe(true);
    expect(matches('iPhone 15 手机壳 防摔', '手机壳 华为')).toBe(false);
  });

  it('should ignore case, punctuation and emoji between words', () => {
    expect(parseKeyword('  😀 , ')).toBeNull();
    expect(parseKeyword('Nike，运动鞋')?.words).toEqual(['nike', '运动鞋']);
  });
});
