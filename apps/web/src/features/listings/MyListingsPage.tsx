import {
  findStation,
  LISTING_CONCERNS,
  LISTING_STATES,
  type Listing,
  type ListingConcern,
  type ListingState,
} from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Table, Tabs, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCount, formatDateTime, formatYuanAmount, useLocalized } from '../../i18n/index.ts';
import { StationBadge } from '../../shared/StationBadge.tsx';
import { isViewLoading } from '../../shared/view-loading.ts';
import { ListingActionResults } from './ListingActionResults.tsx';
import { ListingBulkActions } from './ListingBulkActions.tsx';
import type { ListingFilter } from './listings.api.ts';
import styles from './listings.module.css';
import { listingsQueries } from './listings.queries.ts';
import { SyncPolicyModal } from './SyncPolicyModal.tsx';
import { WhereListedMatrix } from './WhereListedMatrix.tsx';

const PAGE_SIZE = 20;
const PENDING_REFRESH_MS = 2_000;
const IDLE_REFRESH_MS = 10_000;
const STATUS_COLORS: Record<ListingState, string> = {
  onSale: 'green',
  warehouse: 'default',
  reviewing: 'gold',
  removed: 'red',
};

const priceRange = (listing: Listing) =>
  listing.minPrice === null
    ? '—'
    : listing.minPrice === listing.maxPrice
      ? `¥${formatYuanAmount(listing.minPrice)}`
      : `¥${formatYuanAmount(listing.minPrice)} - ${formatYuanAmount(listing.maxPrice ?? listing.minPrice)}`;

const isState = (value: string | null): value is ListingState => LISTING_STATES.some((state) => state === value);
const isConcern = (value: string | null): value is ListingConcern =>
  LISTING_CONCERNS.some((concern) => concern === value);

/** The filter and page as the address keeps them, so a reload or a shared link shows the same listings. */
function useListingFilter() {
  const [params, setParams] = useSearchParams();
  const station = Number(params.get('station'));
  const status = params.get('status');
  const concern = params.get('concern');
  const filter: ListingFilter = {
    ...(params.get('shopId') ? { shopId: params.get('shopId') as string } : {}),
    ...(Number.isInteger(station) && station > 0 ? { station } : {}),
    ...(isState(status) ? { status } : {}),
    ...(isConcern(concern) ? { concern } : {}),
    ...(params.get('keyword') ? { keyword: params.get('keyword') as string } : {}),
    // one good's listings, as the workbench goods detail opens them
    ...(params.get('goodsId') ? { goodsId: params.get('goodsId') as string } : {}),
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const write = (next: ListingFilter, nextPage: number) => {
    const entries = Object.entries(next).filter(([, value]) => value !== undefined && value !== '');
    if (nextPage > 1) entries.push(['page', nextPage]);
    setParams(new URLSearchParams(entries.map(([key, value]) => [key, String(value)])), { replace: true });
  };
  return {
    filter,
    page,
    change: (next: ListingFilter) => write({ ...filter, ...next }, 1),
    setPage: (next: number) => write(filter, next),
  };
}

/** 我的铺货: every listing publishing made on the distributor's shops, where each good is, and each shop's sync. */
export default function MyListingsPage() {
  const { t } = useTranslation('listings');
  const localize = useLocalized();
  const { filter, page, change, setPage } = useListingFilter();
  const [policyShop, setPolicyShop] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [actionId, setActionId] = useState<string | null>(null);
  const shops = useQuery(listingsQueries.shops());
  const stations = [...new Set((shops.data?.items ?? []).map((s) => s.station))];
  // the listings follow their suppliers on their own: the page reads them again, often while a change is on its way
  const listings = useQuery({
    ...listingsQueries.page(filter, page, PAGE_SIZE),
    refetchInterval: (query) =>
      query.state.data?.items.some((l) => l.pendingSync) ? PENDING_REFRESH_MS : IDLE_REFRESH_MS,
  });
  const items = listings.data?.items ?? [];
  const goodsOnPage = [...new Set(items.map((l) => l.goodsId))];

  const pendingText = (listing: Listing) => {
    const pending = listing.pendingSync;
    if (!pending) return null;
    if (pending.delist) return t(`pending.delist.${pending.delist}`);
    const parts = [];
    if (pending.refresh) parts.push(t('pending.refresh'));
    if (pending.shelf) parts.push(t(`pending.shelf.${pending.shelf}`));
    if (pending.prices.length > 0) parts.push(t('pending.prices', { count: pending.prices.length }));
    if (pending.stock.length > 0) parts.push(t('pending.stock', { count: pending.stock.length }));
    return parts.join(t('pending.separator'));
  };

  const list = (
    <Table<Listing>
      rowKey="id"
      loading={isViewLoading(listings)}
      dataSource={items}
      locale={{ emptyText: t('empty') }}
      scroll={{ x: 1320 }}
      rowSelection={{
        selectedRowKeys: selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => setSelected(keys.map(String)),
      }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: listings.data?.totalCount ?? 0,
        showSizeChanger: false,
        showTotal: (total) => t('total', { count: formatCount(total) }),
        onChange: setPage,
      }}
      columns={[
        {
          title: t('columns.good'),
          key: 'good',
          width: 260,
          render: (_, l) => (
            <div className={styles.good}>
              {l.imgUrl ? <img src={l.imgUrl} alt="" className={styles.image} /> : <div className={styles.image} />}
              <span className={styles.title}>{l.title ?? t('goneFromMarket')}</span>
            </div>
          ),
        },
        {
          title: t('columns.shop'),
          key: 'shop',
          width: 180,
          render: (_, l) => (
            <span className={styles.shop}>
              <StationBadge station={l.station} /> {l.shopName ?? t('shopGone')}
            </span>
          ),
        },
        { title: t('columns.listingId'), key: 'listingId', width: 150, render: (_, l) => l.platformListingId },
        { title: t('columns.price'), key: 'price', width: 130, render: (_, l) => priceRange(l) },
        {
          title: t('columns.stock'),
          key: 'stock',
          width: 80,
          render: (_, l) => <span data-testid="listing-stock">{l.stock ?? '—'}</span>,
        },
        {
          title: t('columns.status'),
          key: 'status',
          width: 90,
          render: (_, l) => (
            <Tag color={STATUS_COLORS[l.status]} data-testid="listing-status">
              {t(`statuses.${l.status}`)}
            </Tag>
          ),
        },
        {
          title: t('columns.sync'),
          key: 'sync',
          width: 200,
          render: (_, l) => (
            <div className={styles.sync} data-testid="listing-sync">
              {pendingText(l) ? <Tag color="processing">{pendingText(l)}</Tag> : null}
              {l.syncNote ? (
                <Tooltip title={t(`notes.${l.syncNote}.hint`)}>
                  <Tag color={l.syncNote === 'heldBelowFloor' ? 'error' : 'warning'}>
                    {t(`notes.${l.syncNote}.label`)}
                  </Tag>
                </Tooltip>
              ) : null}
              {l.syncError ? (
                <Tooltip title={l.syncError}>
                  <Tag color="error" data-testid="listing-sync-error">
                    {t('syncFailed')}
                  </Tag>
                </Tooltip>
              ) : null}
              {!pendingText(l) && !l.syncNote && !l.syncError ? (
                <span className={styles.muted}>{t('inStep')}</span>
              ) : null}
            </div>
          ),
        },
        {
          title: t('columns.publishedAt'),
          key: 'publishedAt',
          width: 170,
          render: (_, l) => formatDateTime(l.publishedAt),
        },
      ]}
    />
  );

  return (
    <div className={styles.page}>
      <section className={styles.filters}>
        <Select
          allowClear
          className={styles.shopSelect}
          placeholder={t('filters.allShops')}
          loading={shops.isPending}
          value={filter.shopId}
          onChange={(shopId?: string) => change({ shopId })}
          options={(shops.data?.items ?? []).map((s) => ({ value: s.shopId, label: s.shopName }))}
          data-testid="listing-shop-filter"
        />
        <Select
          allowClear
          className={styles.platformSelect}
          placeholder={t('filters.allPlatforms')}
          value={filter.station}
          onChange={(station?: number) => change({ station })}
          options={stations.map((station) => ({
            value: station,
            label: localize(findStation(station)?.label ?? String(station)),
          }))}
          data-testid="listing-platform-filter"
        />
        <Select
          allowClear
          className={styles.statusSelect}
          placeholder={t('filters.allStatuses')}
          value={filter.status}
          onChange={(status?: ListingState) => change({ status })}
          options={LISTING_STATES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <Select
          allowClear
          className={styles.concernSelect}
          placeholder={t('filters.allConcerns')}
          value={filter.concern}
          onChange={(concern?: ListingConcern) => change({ concern })}
          options={LISTING_CONCERNS.map((c) => ({ value: c, label: t(`filters.concerns.${c}`) }))}
          data-testid="listing-concern-filter"
        />
        <Input.Search
          allowClear
          className={styles.keyword}
          placeholder={t('filters.keyword')}
          defaultValue={filter.keyword}
          onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
        />
        <Button
          disabled={!filter.shopId}
          onClick={() => setPolicyShop(filter.shopId ?? null)}
          data-testid="sync-policy"
        >
          {t('syncPolicy')}
        </Button>
      </section>
      <section className={styles.section}>
        <Tabs
          items={[
            {
              key: 'list',
              label: t('tabs.list'),
              children: (
                <>
                  <ListingBulkActions selected={selected} onClear={() => setSelected([])} onStarted={setActionId} />
                  {list}
                </>
              ),
            },
            {
              key: 'matrix',
              label: t('tabs.matrix'),
              children: (
                <WhereListedMatrix goodsIds={goodsOnPage} titles={new Map(items.map((l) => [l.goodsId, l.title]))} />
              ),
            },
          ]}
        />
      </section>
      {policyShop ? <SyncPolicyModal shopId={policyShop} onClose={() => setPolicyShop(null)} /> : null}
      {actionId ? <ListingActionResults actionId={actionId} onClose={() => setActionId(null)} /> : null}
    </div>
  );
}
