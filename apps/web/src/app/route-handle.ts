import { useMatches } from 'react-router';

export const DEFAULT_TITLE = '蓝海分销市场';

export interface RouteHandle {
  title?: string;
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

export function pageTitle(handle: RouteHandle): string {
  return handle.title ? `${handle.title} - ${DEFAULT_TITLE}` : DEFAULT_TITLE;
}
