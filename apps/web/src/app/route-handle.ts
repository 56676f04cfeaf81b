import type { TFunction } from 'i18next';
import { useMatches } from 'react-router';
import type { layout } from '../i18n/locales/zh-CN/layout.ts';

/** A page's title, as its key in the layout catalogue's pageTitles (translated when set). */
export type PageTitleKey = Exclude<keyof typeof layout.pageTitles, 'default'>;

export interface RouteHandle {
  title?: PageTitleKey;
  /** which header tab is active */
  tab?: 'market' | 'market-1688';
  /** Market, Market1688 and SearchResult show their own search box instead */
  hideHeaderSearch?: boolean;
}

/** The handle of the deepest route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const candidate = matches[i]?.handle as RouteHandle | undefined;
    if (candidate) return candidate;
  }
  return {};
}

/** The document title of a route in the screens' language, with the default market title. */
export function pageTitle(handle: RouteHandle, t: TFunction<'layout'>): string {
  const site = t('pageTitles.default');
  return handle.title ? `${t(`pageTitles.${handle.title}`)} - ${site}` : site;
}
