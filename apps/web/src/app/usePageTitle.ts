import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle, useRouteHandle } from './route-handle.ts';

/** Sets document.title from the route, with the default market title. */
export function usePageTitle(): void {
  const handle = useRouteHandle();
  const { t } = useTranslation('layout');
  useEffect(() => {
    document.title = pageTitle(handle, t);
  }, [handle, t]);
}
