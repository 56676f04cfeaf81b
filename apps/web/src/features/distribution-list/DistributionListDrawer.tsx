import {
  DISTRIBUTION_LIST_PAGE_SIZE,
  DISTRIBUTION_LIST_TABS,
  type DistributionListItem,
  DRAWER_WIDTH,
  isAlibabaGood,
  isInvitedGood,
  MAX_SELECTED_GOODS,
  SELECT_AT_MOST,
} from '@puhuo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Empty, Input, Pagination, Popconfirm, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatYuanAmount, useLocalized } from '../../i18n/index.ts';
import styles from '../../shared/goods-drawer.module.css';
import { isViewLoading } from '../../shared/view-loading.ts';
import { ListedShopsCell, useWhereListed } from '../listings/index.ts';
import { distributionListQueries } from './distribution-list.queries.ts';
import { type SelectedGood, usePublishSelection } from './publish-selection.ts';
import { useDistributionListCounts, useRemoveFromDistributionList } from './useDistributionList.ts';

type TabKey = (typeof DISTRIBUTION_LIST_TABS)[number]['key'];

/** The distribution-list drawer (spec doc 1 §2): 650 wide, search, four tabs, at most 30 chosen goods. */
export function DistributionListDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation(['distribution', 'shared']);
  const localize = useLocalized();
  const { openPublishDialog } = usePublishSelection();
  const [search, setSearch] = useState('');
  const [title, setTitle] = useState('');
  const [tab, setTab] = useState<TabKey>(1);
  const [page, setPage] = useState(1);
  // chosen goods by line id, kept across pages and tabs
  const [selected, setSelected] = useState<Map<string, SelectedGood>>(new Map());
  const { data: counts } = useDistributionListCounts(title);
  const filter = DISTRIBUTION_LIST_TABS.find((candidate) => candidate.key === tab)?.filter ?? { supplierTypes: [1, 4] };
  const params = {
    page,
    pageSize: DISTRIBUTION_LIST_PAGE_SIZE,
    title,
    supplierTypes: filter.supplierTypes,
    market: 'market' in filter ? filter.market : undefined,
  };
  const list = useQuery({ ...distributionListQueries.list(params), enabled: open });
  const removeGoods = useRemoveFromDistributionList();
  const rows = list.data?.items ?? [];
  const total = list.data?.totalCount ?? 0;
  // the shops each good of the page is listed in: one read for the page, a guest's none
  const whereListed = useWhereListed(open ? rows.map((row) => row.goodsId) : []);

  const choose = (picked: DistributionListItem[], chosen: boolean) => {
    const next = new Map(selected);
    for (const row of picked) {
      if (chosen) next.set(row.id, row);
      else next.delete(row.id);
    }
    if (next.size > MAX_SELECTED_GOODS) {
      message.warning(localize(SELECT_AT_MOST));
      return;
    }
    setSelected(next);
  };

  const remove = async () => {
    if (selected.size === 0) {
      message.error(t('shared:selectGoods'));
      return;
    }
    await removeGoods.mutateAsync([...selected.keys()]);
    message.success(t('shared:cartDeleted'));
    setSelected(new Map());
  };

  const chooseShops = () => {
    if (selected.size === 0) {
      message.error(t('shared:selectGoods'));
      return;
    }
    openPublishDialog([...selected.values()]);
  };

  return (
    <Drawer
      title={t('drawer.title')}
      width={DRAWER_WIDTH.distributionList}
      open={open}
      onClose={onClose}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) void queryClient.invalidateQueries({ queryKey: distributionListQueries.lists() });
      }}
      footer={
        <div className={styles.footer} style={{ marginTop: 0 }}>
          <span data-testid="selection-count">
            {t('drawer.selected', { chosen: selected.size, max: MAX_SELECTED_GOODS })}
          </span>
          <span>
            <Button onClick={() => void remove()} style={{ marginRight: 8 }} data-testid="delete-selected">
              {t('drawer.delete')}
            </Button>
            <Button type="primary" onClick={chooseShops}>
              {t('drawer.chooseShops')}
            </Button>
          </span>
        </div>
      }
    >
      <Input.Search
        placeholder={t('drawer.searchPlaceholder')}
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={(value) => {
          setTitle(value.trim());
          setPage(1);
        }}
      />
      <Tabs
        activeKey={String(tab)}
        onChange={(key) => {
          setTab(Number(key) as TabKey);
          setPage(1);
        }}
        items={DISTRIBUTION_LIST_TABS.map((item) => ({
          key: String(item.key),
          label: t('drawer.tab', {
            label: t(`tabs.${item.countKey}`),
            goods: formatCount(counts?.[item.countKey] ?? 0),
          }),
        }))}
      />
      <Table<DistributionListItem>
        rowKey="id"
        size="middle"
        loading={isViewLoading(list)}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description={t('drawer.empty')} /> }}
        rowSelection={{
          selectedRowKeys: [...selected.keys()],
          preserveSelectedRowKeys: true,
          onSelect: (row, chosen) => choose([row], chosen),
          onSelectAll: (chosen, _all, changed) => choose(changed, chosen),
        }}
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
                <span className={styles.title} title={good.title} data-testid="list-title">
                  {isAlibabaGood(good) && <span className={styles.tag1688}>1688</span>}
                  {isInvitedGood(good) && !isAlibabaGood(good) && (
                    <span className={styles.tagInvited}>{t('columns.invited')}</span>
                  )}
                  {good.title}
                </span>
              </div>
            ),
          },
          ...(whereListed.signedIn
            ? [
                {
                  title: t('columns.listedShops'),
                  key: 'listedShops',
                  width: 170,
                  render: (_: unknown, good: DistributionListItem) => (
                    <ListedShopsCell goodsId={good.goodsId} matrix={whereListed.query} />
                  ),
                },
              ]
            : []),
          {
            title: t('columns.price'),
            key: 'price',
            width: 110,
            render: (_, good) => (good.isOnline ? `¥${formatYuanAmount(good.settlePrice)}` : t('columns.offline')),
          },
          {
            title: t('columns.actions'),
            key: 'remove',
            width: 70,
            render: (_, good) => (
              <Popconfirm
                title={t('columns.confirmRemove')}
                onConfirm={async () => {
                  await removeGoods.mutateAsync([good.id]);
                  message.success(t('shared:cartDeleted'));
                  choose([good], false);
                }}
              >
                <Button type="link" size="small">
                  {t('columns.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <div className={styles.footer}>
        <span>{t('drawer.total', { total: formatCount(total) })}</span>
        <Pagination
          current={page}
          pageSize={DISTRIBUTION_LIST_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          size="small"
          onChange={setPage}
        />
      </div>
    </Drawer>
  );
}
