import {
  COLLECT_PAGE_SIZE,
  COLLECT_TABS,
  type CollectedGood,
  DRAWER_WIDTH,
  type GoodsRefBody,
  isAlibabaGood,
  isInvitedGood,
  yuanToFen,
} from '@puhuo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Empty, Input, Pagination, Table, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPriceRange } from '../../shared/format.ts';
import styles from '../../shared/goods-drawer.module.css';
import { isViewLoading } from '../../shared/view-loading.ts';
import { collectQueries } from './collect.queries.ts';
import { collectedGoodUrl } from './goods-links.ts';
import { useCollectCounts, useCollectedIds, useToggleCollect } from './useCollect.ts';

type TabKey = (typeof COLLECT_TABS)[number]['key'];

const refOf = (good: CollectedGood): GoodsRefBody => ({
  goodsId: good.goodsId,
  tenantId: good.goodsTenantId,
  supplierType: good.supplierType as 1 | 4,
  market: good.market as 0 | 2,
});

/** The supply price, or its range (spec doc 1 §2: min~max with a ¥ sign); null for a good taken off the shelf. */
function priceText(good: CollectedGood): string | null {
  if (!good.isOnline) return null;
  // compared in whole fen, as the amounts are kept
  return formatPriceRange(yuanToFen(good.minLevelPrice) / 100, yuanToFen(good.maxLevelPrice) / 100);
}

/** The collect drawer (spec doc 1 §2): 550 wide, name search, kind tabs, ten to a page. */
export function CollectDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const { t } = useTranslation(['collect', 'shared']);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [title, setTitle] = useState('');
  const [tab, setTab] = useState<TabKey>('all');
  const [page, setPage] = useState(1);
  const { data: counts } = useCollectCounts(title);
  const { data: collectedIds = [] } = useCollectedIds();
  const collected = useMemo(() => new Set(collectedIds), [collectedIds]);
  const toggle = useToggleCollect();

  const filter = COLLECT_TABS.find((entry) => entry.key === tab)?.filter ?? {};
  const params = { page, title, ...filter };
  const list = useQuery({
    ...collectQueries.list(params, COLLECT_PAGE_SIZE),
    enabled: open,
  });

  // A good uncollected here stays on its row with 重新收藏 (spec doc 1 §2) until the view changes
  // (another page, tab or search, or the drawer reopened), whatever the list reads meanwhile: the
  // page's rows are held as they were when the first 取消收藏 was clicked. Only the last collected
  // row of a page after the first steps back a page (spec doc 1 §4).
  const viewKey = JSON.stringify(params);
  const [held, setHeld] = useState<{ view: string; rows: CollectedGood[] } | null>(null);
  const heldRows = held?.view === viewKey ? held.rows : null;
  const rows = heldRows ?? list.data?.items ?? [];
  // reopened, the drawer shows the list as it is (from the moment it opens, not after its animation)
  // and reads the counts and the list again: goods may have been collected elsewhere meanwhile
  useEffect(() => {
    if (!open) return;
    setHeld(null);
    void queryClient.invalidateQueries({ queryKey: collectQueries.all() });
  }, [open, queryClient]);

  // the kinds present: tabs show only those, and none at all when one kind is all there is; the tab
  // being looked at stays while its rows are held, even with nothing collected of its kind any more
  const keepsTab = (key: TabKey) => heldRows !== null && key === tab;
  const kinds = COLLECT_TABS.filter(
    (entry) => entry.key !== 'all' && ((counts?.[entry.countKey] ?? 0) > 0 || keepsTab(entry.key)),
  );
  const tabs = kinds.length > 1 || (heldRows !== null && tab !== 'all') ? [COLLECT_TABS[0], ...kinds] : [];
  useEffect(() => {
    if (tab !== 'all' && !kinds.some((k) => k.key === tab)) setTab('all');
  }, [kinds, tab]);

  // a page left empty (its last rows uncollected elsewhere) steps back
  const total = list.data?.totalCount ?? 0;
  useEffect(() => {
    if (list.data && list.data.items.length === 0 && page > 1) setPage((p) => p - 1);
  }, [list.data, page]);

  const refreshList = () => queryClient.invalidateQueries({ queryKey: collectQueries.lists() });

  const onToggle = (good: CollectedGood) => {
    const collect = !collected.has(good.goodsId);
    const shown = rows;
    if (!collect) setHeld({ view: viewKey, rows: shown });
    toggle.mutate(
      { good: refOf(good), collect },
      {
        onSuccess: () => {
          if (!collect) message.success(t('shared:uncollected'));
          const left = shown.filter((r) => r.goodsId !== good.goodsId && collected.has(r.goodsId));
          // the last collected row of a page after the first went: step back a page
          if (!collect && left.length === 0 && page > 1) {
            setHeld(null);
            setPage(page - 1);
            void refreshList();
          }
        },
      },
    );
  };

  return (
    <Drawer
      title={t('title', { total: counts?.totalCount ?? 0 })}
      width={DRAWER_WIDTH.collect}
      open={open}
      onClose={onClose}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) void refreshList();
      }}
    >
      <Input.Search
        placeholder={t('searchPlaceholder')}
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={(value) => {
          setTitle(value.trim());
          setPage(1);
        }}
        data-testid="collect-search"
      />
      {tabs.length > 0 && (
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key as TabKey);
            setPage(1);
          }}
          items={tabs.map((entry) => ({
            key: entry.key,
            label:
              entry.key === 'all'
                ? t(`tabs.${entry.key}`)
                : `${t(`tabs.${entry.key}`)} (${counts?.[entry.countKey] ?? 0})`,
          }))}
        />
      )}
      <Table<CollectedGood>
        className={styles.table}
        rowKey="goodsId"
        size="middle"
        loading={isViewLoading(list)}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        columns={[
          {
            title: t('columns.goods'),
            key: 'goods',
            render: (_, good) => (
              <div className={styles.goods}>
                {good.imgUrl ? (
                  <img src={good.imgUrl} alt="" width={48} height={48} />
                ) : (
                  <span className={styles.noImage} />
                )}
                <a
                  href={collectedGoodUrl(good)}
                  target="_blank"
                  rel="noreferrer"
                  className={styles.title}
                  title={good.title}
                  data-testid="collect-title"
                >
                  {isAlibabaGood(good) && <span className={styles.tag1688}>1688</span>}
                  {isInvitedGood(good) && !isAlibabaGood(good) && (
                    <span className={styles.tagInvited}>{t('invited')}</span>
                  )}
                  {good.title}
                </a>
              </div>
            ),
          },
          { title: t('columns.price'), key: 'price', width: 130, render: (_, good) => priceText(good) ?? t('offline') },
          {
            title: t('columns.action'),
            key: 'toggle',
            width: 96,
            render: (_, good) => {
              const isCollected = collected.has(good.goodsId);
              return (
                <Button
                  size="small"
                  type={isCollected ? 'default' : 'primary'}
                  ghost={!isCollected}
                  loading={toggle.isPending && toggle.variables?.good.goodsId === good.goodsId}
                  onClick={() => onToggle(good)}
                  data-testid="collect-toggle"
                >
                  {isCollected ? t('uncollect') : t('recollect')}
                </Button>
              );
            },
          },
        ]}
      />
      <div className={styles.footer}>
        <span data-testid="collect-total">{t('total', { total })}</span>
        <Pagination
          current={page}
          pageSize={COLLECT_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          size="small"
          onChange={setPage}
          hideOnSinglePage={false}
        />
      </div>
    </Drawer>
  );
}
