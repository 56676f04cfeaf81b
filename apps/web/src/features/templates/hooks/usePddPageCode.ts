import { type CloudIsvPageCode, StationType } from '@puhuo/domain';
import { useEffect } from 'react';
import { http } from '../../../api/http.ts';
import { rememberPddPageCode } from '../../../api/pdd-page.ts';
import type { SettingsShop } from '../templates.api.ts';

/**
 * When a pdd shop's template settings show, asks pdd (through our server) for this page's code and keeps
 * it: the settings' lookups then go to pdd with the page headers pdd wants from ISV pages. Without it the
 * settings work as before, so a failure says nothing.
 */
export function usePddPageCode(shop: SettingsShop | undefined): void {
  const shopId = shop?.stationType === StationType.Pdd ? shop.id : undefined;
  useEffect(() => {
    if (!shopId) return;
    const controller = new AbortController();
    http
      .post<CloudIsvPageCode>(
        '/api/cloud/cloud-isv-page-code',
        // the page without its query, which may hold things meant for us alone
        { shopId, pageUrl: `${window.location.origin}${window.location.pathname}` },
        { noErrorMessage: true, signal: controller.signal },
      )
      .then(rememberPddPageCode)
      .catch(() => undefined);
    return () => controller.abort();
  }, [shopId]);
}
