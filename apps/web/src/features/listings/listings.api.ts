import type {
  ListingAction,
  ListingActionProgress,
  ListingConcern,
  ListingPage,
  ListingShop,
  ListingState,
  SyncPolicy,
  WhereListed,
} from '@puhuo/domain';
import { http } from '../../api/http.ts';

export interface ListingFilter {
  shopId?: string;
  station?: number;
  status?: ListingState;
  concern?: ListingConcern;
  keyword?: string;
  goodsId?: string;
}

export const listingsApi = {
  page: (filter: ListingFilter, skipCount: number, maxResultCount: number) =>
    http.get<ListingPage>('/api/workbench/listings', { ...filter, skipCount, maxResultCount }),
  shops: () => http.get<{ items: ListingShop[] }>('/api/workbench/listing-shops'),
  whereListed: (goodsIds: string[]) =>
    http.get<WhereListed>('/api/workbench/listings/where-listed', { goodsIds: goodsIds.join(',') }),
  syncPolicy: (shopId: string) => http.get<SyncPolicy>(`/api/workbench/shops/${shopId}/sync-policy`),
  saveSyncPolicy: (shopId: string, policy: SyncPolicy) =>
    http.put<SyncPolicy>(`/api/workbench/shops/${shopId}/sync-policy`, policy),
  /** `idempotencyKey`: the same key within 24 h answers the action the first request made */
  act: (action: ListingAction, listingIds: string[], idempotencyKey: string) =>
    http.post<{ actionId: string }>(
      '/api/workbench/listings/actions',
      { action, listingIds },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
  action: (actionId: string) => http.get<ListingActionProgress>(`/api/workbench/listing-actions/${actionId}`),
};
