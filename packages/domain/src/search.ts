/**
 * Keyword search for titles in Chinese and Latin script. A title is indexed as the set of its
 * single characters and adjacent pairs (per word, lower-cased); a query word of two or more
 * characters is looked up by its pairs, a one-character word by itself. Pairs narrow the rows
 * through a GIN index; the caller then checks that each word appears as typed, in order.
 */

const WORD_SEPARATORS = /[\s\p{P}\p{S}]+/u;

/** Whether a text holds a space, punctuation or a symbol (a keyword of several words always does). */
export function hasWordSeparator(text: string): boolean {
  return WORD_SEPARATORS.test(text);
}

/** Lower-cased words of a text, split on spaces, punctuation and symbols. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(WORD_SEPARATORS)
    .filter((word) => word.length > 0);
}

function pairsOf(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length === 1) return chars;
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(`${chars[i]}${chars[i + 1]}`);
  return pairs;
}

/** The index terms of a title: every character and every adjacent pair of each word. */
export function titleSearchTerms(title: string): string[] {
  const terms = new Set<string>();
  for (const word of searchWords(title)) {
    for (const char of Array.from(word)) terms.add(char);
    for (const pair of pairsOf(word)) terms.add(pair);
  }
  return [...terms];
}

export interface KeywordQuery {
  /** the words that must all appear in a title */
  words: string[];
  /** index terms every matching title holds */
  terms: string[];
}

/** Parses a keyword; null when it holds no searchable word (only spaces or punctuation). */
export function parseKeyword(keyword: string): KeywordQuery | null {
  const words = [...new Set(searchWords(keyword))];
  if (words.length === 0) return null;
  const terms = new Set<string>();
  for (const word of words) for (const pair of pairsOf(word)) terms.add(pair);
  return { words, terms: [...terms] };
}
