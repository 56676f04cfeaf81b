import { MessagesEnUS } from './messages.en-US.ts';
import { type MessageCatalogue, type MessageKey, Messages } from './messages.zh-CN.ts';
import { ServerMessagesEnUS } from './server.en-US.ts';
import { type ServerMessageCatalogue, type ServerMessageKey, ServerMessages } from './server.zh-CN.ts';

export { FieldLabelsEnUS } from './fields.en-US.ts';
export { type FieldLabelCatalogue, FieldLabels, type FieldName } from './fields.zh-CN.ts';
export {
  countFormatOf,
  dateTimeFormatOf,
  listingTotalText,
  quantityText,
  salesText,
  yuanFormatOf,
} from './formats.ts';
export { MessagesEnUS } from './messages.en-US.ts';
export { type MessageCatalogue, type MessageKey, Messages } from './messages.zh-CN.ts';
export { ServerMessagesEnUS, ValidationWordingEnUS } from './server.en-US.ts';
export {
  type ServerMessageCatalogue,
  type ServerMessageKey,
  ServerMessages,
  ValidationWording,
  type ValidationWordingCatalogue,
  type ValidationWordingKey,
} from './server.zh-CN.ts';

/** The languages the product speaks; the first is the default. */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The language of a language tag ('zh', 'zh-Hans-CN', 'en-GB'...), or null when the product does not speak it. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'en') return 'en-US';
  return null;
}

/**
 * The language to answer an Accept-Language header in: the first the product speaks, by the header's
 * q-values (RFC 9110 §12.5.4); the default when none.
 */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** Puts values in a message's `{{name}}` places (the same syntax as the web's i18next). */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const catalogues: Record<Locale, MessageCatalogue> = { 'zh-CN': Messages, 'en-US': MessagesEnUS };

/** The shared messages in a language. */
export function messagesOf(locale: Locale): MessageCatalogue {
  return catalogues[locale];
}

/** A shared message in a language, its values put in. */
export function messageText(
  locale: Locale,
  key: MessageKey,
  values?: Readonly<Record<string, string | number>>,
): string {
  return formatMessage(catalogues[locale][key], values);
}

const serverCatalogues: Record<Locale, ServerMessageCatalogue> = {
  'zh-CN': ServerMessages,
  'en-US': ServerMessagesEnUS,
};

/** The server's own texts (server.zh-CN.ts) in a language, values put in. */
export function serverMessageText(
  locale: Locale,
  key: ServerMessageKey,
  values?: Readonly<Record<string, string | number>>,
): string {
  return formatMessage(serverCatalogues[locale][key], values);
}

/** A catalogued text in each language: a shared message's or the server's own. */
type CataloguedText = (locale: Locale) => string;

/**
 * The catalogues' Chinese (the shared messages', then the server's), read back to their texts: plain
 * texts by value, `{{name}}` templates by pattern.
 */
interface ChineseIndex {
  plain: Map<string, CataloguedText>;
  templates: { text: CataloguedText; pattern: RegExp; names: string[] }[];
}

let chineseIndex: ChineseIndex | null = null;

function indexChinese(): ChineseIndex {
  const index: ChineseIndex = { plain: new Map(), templates: [] };
  const entries: [string, CataloguedText][] = [
    ...(Object.entries(Messages) as [MessageKey, string][]).map(([key, value]): [string, CataloguedText] => [
      value,
      (locale) => catalogues[locale][key],
    ]),
    ...(Object.entries(ServerMessages) as [ServerMessageKey, string][]).map(
      ([key, value]): [string, CataloguedText] => [value, (locale) => serverCatalogues[locale][key]],
    ),
  ];
  for (const [value, text] of entries) {
    const names = [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] as string);
    if (names.length === 0) {
      if (!index.plain.has(value)) index.plain.set(value, text);
      continue;
    }
    const source = value
      .split(/\{\{\s*\w+\s*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([\\s\\S]+?)');
    index.templates.push({ text, pattern: new RegExp(`^${source}$`), names });
  }
  // the longest template first: the one with the most fixed words is the most particular
  index.templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return index;
}

/**
 * A text in another language when it is a shared message written in Chinese, its values kept
 * (services say their messages in the default language; the edge and the screens show them in the
 * reader's). Other texts are returned unchanged: a platform's own words, a good's title.
 */
export function translateMessage(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  chineseIndex ??= indexChinese();
  const plain = chineseIndex.plain.get(text);
  if (plain !== undefined) return plain(locale);
  for (const { text: template, pattern, names } of chineseIndex.templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, at) => [name, translateMessage(match[at + 1] as string, locale)]),
    );
    return formatMessage(template(locale), values);
  }
  return text;
}

/** Whether a text is a catalogued message in Chinese (a shared message's or the server's, templates read back). */
export function isCataloguedMessage(text: string): boolean {
  chineseIndex ??= indexChinese();
  return chineseIndex.plain.has(text) || chineseIndex.templates.some(({ pattern }) => pattern.test(text));
}
