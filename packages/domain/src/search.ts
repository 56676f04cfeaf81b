/**
 * Keyword search of the market (docs/search.md). A good is searchable by a text made when it is
 * written: its title, then its category path, brand, attribute and SKU values and the pinyin initials
 * of their words. A query is cut into words (spaces, punctuation), each word segmented into tokens;
 * a good matches when every token stands in one word of its text, in any order and any field.
 *
 * The rules here are pure: the segmenter (jieba and pinyin on the server) is passed in, so the web
 * app, which bundles this package, never loads it.
 */

const WORD_SEPARATORS = /[\s\p{P}\p{S}]+/u;
/** ends the title's words in a good's search text: the title is the text up to it */
export const SEARCH_TITLE_END = '\n';
/** a typed keyword past this many tokens is cut: the search stays fast and a pasted title still finds itself */
export const MAX_QUERY_TOKENS = 24;

/** Text as search compares it: compatibility forms folded (full-width letters, ...), lower case. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Normalised words of a text, split on spaces, punctuation and symbols (emoji too). */
export function searchWords(text: string): string[] {
  return normalizeSearchText(text)
    .split(WORD_SEPARATORS)
    .filter((word) => word.length > 0);
}

/**
 * What search needs of a segmenter: words of a text (jieba with the market's vocabulary on the
 * server) and the pinyin initials of a word of Chinese characters ("连衣裙" -> "lyq").
 */
export interface SearchSegmenter {
  /** the tokens of one word (no separators in it), in order; together they spell the word */
  cut(word: string): string[];
  /** the initials of a token of two or more Chinese characters, lower case; null otherwise */
  initials(token: string): string | null;
}

/** Splits nothing: every word is one token, and no initials (tests, and where no segmenter is loaded). */
export const WHOLE_WORDS: SearchSegmenter = { cut: (word) => [word], initials: () => null };

/**
 * Words a buyer types for what goods call otherwise: the key is replaced by the value before
 * searching (docs/search.md, "Adding a synonym"). Keys and values are normalised (lower case).
 * A value should be what the goods' titles or categories say; the more general word finds more.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, string>> = {
  裙子: '裙',
  裤子: '裤',
  鞋子: '鞋',
  包包: '包',
  体恤: 't恤',
  t恤衫: 't恤',
  tee: 't恤',
  短t: 't恤',
  帽衫: '卫衣',
  毛衣: '针织衫',
  球鞋: '运动鞋',
  波鞋: '运动鞋',
  行李箱: '拉杆箱',
  旅行箱: '拉杆箱',
  手机套: '手机壳',
  保护壳: '手机壳',
  手机膜: '钢化膜',
  贴膜: '钢化膜',
  充电头: '充电器',
  充电线: '数据线',
  洗头膏: '洗发水',
  洗发露: '洗发水',
  猫沙: '猫砂',
  瑜伽毯: '瑜伽垫',
  狗绳: '牵引绳',
  遛狗绳: '牵引绳',
  零嘴: '零食',
};

/**
 * Words the segmenter keeps whole (besides its own dictionary): the market's goods words, so that
 * "雪纺衬衫女" is 雪纺 衬衫 女 rather than 雪 纺 衬衫 女. Category, brand and attribute names are
 * added by the server from the catalogue it seeds; the synonyms' keys and values too.
 */
export const SEARCH_VOCABULARY: readonly string[] = [
  't恤',
  'polo衫',
  '连衣裙',
  '半身裙',
  '小白鞋',
  '老爹鞋',
  '雪纺',
  '碎花',
  '收腰',
  '赫本风',
  '法式',
  '小众',
  '设计感',
  '显瘦',
  '百搭',
  '宽松',
  '厚底',
  '加绒',
  '加厚',
  '冰丝',
  '一件代发',
  '源头工厂',
  '厂家直销',
  '跨境',
  '新款',
  '爆款',
  '现货',
  '包邮',
  '纯棉',
  '短袖',
  '长袖',
  '圆领',
  'v领',
  '翻领',
  '立领',
  '连帽',
  '落肩',
  '高腰',
  '阔腿',
  '直筒',
  '破洞',
  '九分',
  '束脚',
  '速干',
  '透气',
  '防滑',
  '软底',
  '真皮',
  '头层牛皮',
  '网面',
  '大容量',
  '腋下包',
  '托特包',
  '水桶包',
  '小方包',
  '马鞍包',
  '万向轮',
  '登机箱',
  '不粘锅',
  '麦饭石',
  '玻尿酸',
  '烟酰胺',
  '氨基酸',
  '无硅油',
  '氮化镓',
  '磁吸',
  '液态硅胶',
  '钢化膜',
  '防窥',
  '机械键盘',
  '青轴',
  '茶轴',
  '每日坚果',
  '碧根果',
  '夏威夷果',
  '辣条',
  '花茶',
  '明前',
  '龙井',
  '碧螺春',
  '防胀气',
  '宽口径',
  '瑜伽垫',
  '跳绳',
  '月亮椅',
  '豆腐猫砂',
  '膨润土',
  '猫抓板',
  '牵引绳',
  '胸背带',
  '慢食碗',
];

/** Adjacent pairs of a token's characters, or the character itself (the database's index terms). */
function gramsOf(token: string): string[] {
  const chars = Array.from(token);
  if (chars.length === 1) return chars;
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(`${chars[i]}${chars[i + 1]}`);
  return pairs;
}

/** The index terms of a text: every character and every adjacent pair of each word. */
export function textSearchTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of searchWords(text)) {
    for (const char of Array.from(word)) terms.add(char);
    for (const pair of gramsOf(word)) terms.add(pair);
  }
  return [...terms];
}

/** @deprecated the terms of a title alone; goods are indexed by goodsSearchDocument */

/** What a good is found by, as the writer of the good knows it. */
export interface GoodsSearchFields {
  title: string;
  /** the category path, top level first (names) */
  categoryNames: readonly string[];
  /** the brand's names (Chinese, English), when it has a brand */
  brandNames?: readonly string[];
  /** attribute values (面料 棉, 领型 圆领...) and SKU values (颜色 黑色, 尺码 M...) */
  attributeValues?: readonly string[];
}

/** A good's search text and its database index terms, made when the good is written. */
export interface GoodsSearchDocument {
  /** the title's words, SEARCH_TITLE_END, then the other fields' words and initials, space-separated */
  text: string;
  /** every character and adjacent pair of each word of the text (GIN-indexed) */
  terms: string[];
}

const HAN = /\p{Script=Han}/u;

/**
 * The search text of a good: the normalised words of its title, then (after SEARCH_TITLE_END) the
 * words of its categories, brand, attribute and SKU values not already in the title, and the pinyin
 * initials of the segmented tokens of all of them. Deterministic for the same fields and segmenter.
 */
export function goodsSearchDocument(fields: GoodsSearchFields, segmenter: SearchSegmenter): GoodsSearchDocument {
  const titleWords = searchWords(fields.title);
  const seen = new Set(titleWords);
  const rest: string[] = [];
  const initials: string[] = [];
  const seenInitials = new Set<string>();
  const addInitialsOf = (word: string) => {
    if (!HAN.test(word)) return;
    for (const token of segmenter.cut(word)) {
      const letters = segmenter.initials(token);
      if (letters && !seenInitials.has(letters)) {
        seenInitials.add(letters);
        initials.push(letters);
      }
    }
  };
  for (const word of titleWords) addInitialsOf(word);
  const others = [...fields.categoryNames, ...(fields.brandNames ?? []), ...(fields.attributeValues ?? [])];
  for (const field of others) {
    for (const word of searchWords(field)) {
      if (seen.has(word)) continue;
      seen.add(word);
      rest.push(word);
      addInitialsOf(word);
    }
  }
  for (const letters of initials) if (!seen.has(letters)) rest.push(letters);
  const text = `${titleWords.join(' ')}${SEARCH_TITLE_END}${rest.join(' ')}`;
  return { text, terms: textSearchTerms(text) };
}

export interface KeywordQuery {
  /** the typed words, normalised */
  words: string[];
  /** what every match holds, each in one word of its text: the words' tokens after synonyms, distinct */
  tokens: string[];
  /** database index terms every match holds (the tokens' pairs, or the token of one character) */
  terms: string[];
  /** several typed words: the words as typed, which titles holding them rank first (default order) */
  phrase: string | null;
}

const LETTERS_THEN_DIGITS = /(?<=\p{L})(?=\p{Nd})|(?<=\p{Nd})(?=\p{L})/u;

/** The tokens of a word: segmented, letters split from digits ("iphone15" -> iphone 15), synonyms replaced. */
export function tokensOf(word: string, segmenter: SearchSegmenter): string[] {
  const whole = SEARCH_SYNONYMS[word] ?? word;
  const tokens: string[] = [];
  for (const piece of segmenter.cut(whole)) {
    for (const part of piece.split(LETTERS_THEN_DIGITS)) {
      for (const token of searchWords(SEARCH_SYNONYMS[part] ?? part)) tokens.push(token);
    }
  }
  return tokens;
}

/**
 * Parses a keyword; null when it holds no searchable word (only spaces, punctuation, emoji).
 * Tokens that another token holds are dropped ("t恤 恤": t恤 alone), as they can only match too.
 */
export function parseKeyword(keyword: string, segmenter: SearchSegmenter = WHOLE_WORDS): KeywordQuery | null {
  const words = [...new Set(searchWords(keyword))];
  if (words.length === 0) return null;
  const distinct = [...new Set(words.flatMap((word) => tokensOf(word, segmenter)))].slice(0, MAX_QUERY_TOKENS);
  if (distinct.length === 0) return null;
  return queryOf(
    words,
    distinct.filter((token) => !distinct.some((other) => other !== token && other.includes(token))),
  );
}

/** A query of the given tokens (as parseKeyword made them), for a search narrower or wider than typed. */
export function queryOf(words: string[], tokens: string[]): KeywordQuery {
  const terms = new Set<string>();
  for (const token of tokens) for (const gram of gramsOf(token)) terms.add(gram);
  return { words, tokens, terms: [...terms], phrase: words.length > 1 ? words.join(' ') : null };
}

/** The (normalised) keyword a query of these tokens is typed as. */
export function keywordOf(tokens: readonly string[]): string {
  return tokens.join(' ');
}
