import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import {
  type GoodsSearchDocument,
  type GoodsSearchFields,
  goodsSearchDocument,
  type KeywordQuery,
  normalizeSearchText,
  parseKeyword,
  SEARCH_SYNONYMS,
  SEARCH_VOCABULARY,
  type SearchSegmenter,
} from '@puhuo/domain';
import { pinyin } from 'pinyin-pro';
import { BRANDS, CATEGORY_TREE } from './seed/catalogue-data.ts';

/** a frequency that makes the segmenter prefer our words to its own splits */
const OUR_WORD_FREQUENCY = 50_000;
const MEMO_LIMIT = 100_000;
const ONLY_HAN = /^\p{Script=Han}{2,}$/u;

/** The market's own words: the shared vocabulary, synonyms, and the names and words of the catalogue. */
function vocabulary(): string[] {
  const words = new Set<string>(SEARCH_VOCABULARY);
  for (const [alias, meant] of Object.entries(SEARCH_SYNONYMS)) words.add(alias).add(meant);
  for (const top of CATEGORY_TREE) {
    words.add(top.name);
    for (const word of top.adjectives) words.add(word);
    for (const child of top.children) {
      words.add(child.name);
      for (const leaf of child.leaves) {
        words.add(leaf.name);
        for (const word of leaf.words) words.add(word);
        for (const attribute of leaf.attributes) for (const value of attribute.values) words.add(value);
      }
    }
  }
  for (const brand of BRANDS) words.add(brand.nameCn);
  return [...words].map(normalizeSearchText).filter((word) => !/\s/.test(word));
}

let jieba: Jieba | null = null;
function segmenterEngine(): Jieba {
  if (!jieba) {
    jieba = Jieba.withDict(dict);
    jieba.loadDict(
      Buffer.from(
        vocabulary()
          .map((word) => `${word} ${OUR_WORD_FREQUENCY}`)
          .join('\n'),
      ),
    );
  }
  return jieba;
}

/** A map that forgets everything when it grows past MEMO_LIMIT (words repeat heavily across goods). */
function memo<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= MEMO_LIMIT) known.clear();
      value = compute(key);
      known.set(key, value);
    }
    return value;
  };
}

const cut = memo((word: string) => segmenterEngine().cut(word, false));
const initials = memo((token: string) =>
  ONLY_HAN.test(token)
    ? (pinyin(token, { pattern: 'first', toneType: 'none', type: 'array', v: true }) as string[]).join('').toLowerCase()
    : '',
);

/**
 * The server's segmenter: jieba (@node-rs/jieba, its dictionary plus the market's words, no HMM so
 * the same word always cuts the same way) and pinyin initials (pinyin-pro). Loaded on first use
 * (about 0.2 s).
 */
export const searchSegmenter: SearchSegmenter = {
  cut,
  initials: (token) => initials(token) || null,
};

/** The full pinyin of a name without tones, ü as v ("女装" -> "nvzhuang"), for suggestions. */
export function fullPinyin(text: string): string {
  return (pinyin(text, { toneType: 'none', type: 'array', v: true, nonZh: 'removed' }) as string[])
    .join('')
    .toLowerCase();
}

/** A keyword as the market searches it (segmented, synonyms replaced); null when nothing in it is searchable. */
export function parseSearchKeyword(keyword: string): KeywordQuery | null {
  return parseKeyword(keyword, searchSegmenter);
}

/** A good's search text and index terms, as every writer of goods stores them. */
export function searchDocumentOf(fields: GoodsSearchFields): GoodsSearchDocument {
  return goodsSearchDocument(fields, searchSegmenter);
}
