import {
  countFormatOf,
  DEFAULT_LOCALE,
  dateTimeFormatOf,
  LOCALES,
  type Locale,
  localeOfTag,
  type MessageKey,
  messageText,
  translateMessage,
  yuanFormatOf,
} from '@puhuo/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { enUS } from './locales/en-US/index.ts';
import { zhCN } from './locales/zh-CN/index.ts';

/** Where the language the user chose in the top bar is remembered. */
const LOCALE_STORAGE_KEY = 'puhuo.locale';

function storedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return LOCALES.find((locale) => locale === stored) ?? null;
  } catch {
    return null;
  }
}

/** The language to start in: the one chosen before, else the browser's first the product speaks, else Chinese. */
function initialLocale(): Locale {
  const chosen = storedLocale();
  if (chosen) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

const DAYJS_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  dayjs.locale(DAYJS_LOCALES[locale]);
}

export const i18n = i18next.createInstance();
const startLocale = initialLocale();
await i18n.use(initReactI18next).init({
  lng: startLocale,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS: 'common',
  ns: Object.keys(zhCN),
  resources: { 'zh-CN': zhCN, 'en-US': enUS },
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyLocale(startLocale);

/** The language the screens are in now. */
export function currentLocale(): Locale {
  return LOCALES.find((locale) => locale === i18n.language) ?? DEFAULT_LOCALE;
}

/** Switches every screen to a language and remembers it for the next visit. */
export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice holds for this visit
  }
  applyLocale(locale);
  await i18n.changeLanguage(locale);
}

/**
 * A shared message in the screens' language, for code outside components (the API client); components
 * use `useTranslation('shared')`, which draws them again when the language changes.
 */
export function sharedMessage(key: MessageKey, values?: Readonly<Record<string, string | number>>): string {
  return messageText(currentLocale(), key, values);
}

/**
 * A text the domain or the server said in Chinese, in the screens' language when it is a shared
 * message (its values kept); any other text (a title, a platform's words) unchanged.
 */
export function localized(text: string): string {
  return translateMessage(text, currentLocale());
}

/** `localized` for a component: it draws again when the language changes. */
export function useLocalized(): (text: string) => string {
  const { i18n: instance } = useTranslation();
  const locale = LOCALES.find((candidate) => candidate === instance.language) ?? DEFAULT_LOCALE;
  return (text) => translateMessage(text, locale);
}

/** Formats an amount of yuan per the screen's language, with two decimals. */
export function formatYuanAmount(yuan: number): string {
  return yuanFormatOf(currentLocale()).format(yuan);
}

/** Formats a count per the screen's language. */
export function formatCount(count: number): string {
  return countFormatOf(currentLocale()).format(count);
}

/** Formats a date and time per the screen's language. */
export function formatDateTime(value: string | number | Date): string {
  return dateTimeFormatOf(currentLocale()).format(new Date(value));
}
