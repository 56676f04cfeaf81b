import { useEffect } from 'react';
import { pageTitle, useRouteHandle } from './route-handle.ts';

/** Sets document.title from the route, with the default market title. */
export function usePageTitle(): void {
  const handle = useRouteHandle();
  useEffect(() => {
    document.title = pageTitle(handle);
  }, [handle]);
}
