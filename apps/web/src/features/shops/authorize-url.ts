import { findStation, StationType } from '@puhuo/domain';
import type { AuthorizeModule } from './shops-ui-context.ts';

export const AUTH_SUCCESS_PATH = '/shop-auth-success';

/**
 * The station-oauth redirect (spec doc 1 §7): path /shop/authorize (jd /jd/authorize) with tenantId,
 * callback, station and module (goods or order; omitted for 1688 and pdd shops; buy for the buyer).
 */
export function stationAuthorizeUrl(tenantId: string, station: number, module?: AuthorizeModule): string {
  const params = new URLSearchParams({
    tenantId,
    callback: `${window.location.origin}${AUTH_SUCCESS_PATH}`,
    station: String(station),
  });
  const omitModule = (station === StationType.Alibaba || station === StationType.Pdd) && module !== 'buy';
  if (module && !omitModule) params.set('module', module);
  return `${findStation(station)?.authorizePath ?? '/shop/authorize'}?${params}`;
}
