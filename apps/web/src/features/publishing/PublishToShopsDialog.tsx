import { ReloadOutlined, SettingOutlined, ShopOutlined } from '@ant-design/icons';
import { Messages, MODAL_WIDTH, SupplierType } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Empty, Modal, Popover, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { StationBadge } from '../../shared/StationBadge.tsx';
import { useSession } from '../auth/session/session-context.ts';
import { ListingNotice } from './ListingNotice.tsx';
import { PreflightSummary } from './PreflightSummary.tsx';
import { type PublishGoods, publishingApi, type ShopListItem } from './publishing.api.ts';
import styles from './publishing.module.css';

/** Shops that may receive listings: goods app (1) or other (1024), not 淘工厂, not expired (doc 2 §6). */
export const canReceiveListings = (shop: ShopListItem) =>
  (shop.appType === 1 || shop.appType === 1024) && shop.stationType !== 39 && !shop.isExpired;

interface ShopCard extends ShopListItem {
  disabled: boolean;
  inBlackList: boolean;
  count: number;
}

interface Props {
  goods: PublishGoods[] | null;
  onClose(): void;
  /** publishing started: follow the task */
  onPublished(taskId: string): void;
  /** the platform settings (templates) for these shops */
  onOpenSettings(shops: ShopListItem[]): void;
  /** authorise another shop */
  onAddShop(): void;
}

/** Spec doc 2 §2 publish-to-shops dialog, with the preflight of each chosen shop. */
export function PublishToShopsDialog({ goods, onClose, onPublished, onOpenSettings, onAddShop }: Props) {
  const { message } = App.useApp();
  const { user, openBindPhone } = useSession();
  const open = goods !== null;
  const goodsIds = useMemo(() => (goods ?? []).map((g) => g.goodsId), [goods]);
  // channel and blacklist notes are for exactly one good from our own suppliers (doc 1 §5)
  const single = goods?.length === 1 && goods[0]?.supplierType !== SupplierType.Alibaba ? goods[0] : undefined;
  const [checked, setChecked] = useState<string[]>([]);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [publishing, setPublishing] = useState(false);

  const shopsQuery = useQuery({
    queryKey: ['publish-shops'],
    queryFn: ({ signal }) => publishingApi.allShops(signal),
    enabled: open,
    staleTime: 0,
  });
  const notesQuery = useQuery({
    queryKey: ['publish-shop-notes', single?.goodsId],
    queryFn: async () => {
      if (!single) return null;
      const [channels, black, published] = await Promise.all([
        publishingApi.salesChannels([single.goodsId]),
        publishingApi.blackShops(single.goodsId, single.tenantId),
        publishingApi.publishedShops(single.goodsId),
      ]);
      return {
        stations: channels.items[0]?.stationTypes ?? null,
        blackShopIds: new Set(black.items.map((s) => s.shopId)),
        counts: new Map(published.items.map((p) => [p.shopId, p.successCount])),
      };
    },
    enabled: open && single !== undefined,
    staleTime: 0,
  });

  const cards: ShopCard[] = useMemo(() => {
    const notes = notesQuery.data;
    return (shopsQuery.data ?? []).filter(canReceiveListings).map((shop) => ({
      ...shop,
      disabled: notes?.stations ? !notes.stations.includes(shop.stationType) : false,
      inBlackList: notes?.blackShopIds.has(shop.id) ?? false,
      count: notes?.counts.get(shop.id) ?? 0,
    }));
  }, [shopsQuery.data, notesQuery.data]);
  const selectable = useMemo(() => cards.filter((c) => !c.disabled && !c.inBlackList), [cards]);

  // a shop that became unselectable (refresh, other good) leaves the selection
  useEffect(() => {
    setChecked((ids) => {
      const kept = ids.filter((id) => selectable.some((c) => c.id === id));
      return kept.length === ids.length ? ids : kept;
    });
  }, [selectable]);
  useEffect(() => {
    if (!open) {
      setChecked([]);
      setNoticeOpen(false);
    }
  }, [open]);

  const toggle = (card: ShopCard) => {
    if (card.disabled) return void message.warning(Messages.channelNotEnabled);
    if (card.inBlackList) return void message.warning(Messages.shopRestricted);
    setChecked((ids) => (ids.includes(card.id) ? ids.filter((id) => id !== card.id) : [...ids, card.id]));
  };

  const allChecked = selectable.length > 0 && selectable.every((c) => checked.includes(c.id));
  const startPublish = () => {
    if (checked.length === 0) return void message.error(Messages.selectAtLeastOneShop);
    if (!user?.bindPhone) return openBindPhone();
    setNoticeOpen(true);
  };
  const confirmPublish = async () => {
    setNoticeOpen(false);
    setPublishing(true);
    try {
      const { taskId } = await publishingApi.publish(checked, goodsIds);
      onClose();
      onPublished(taskId);
    } catch {
      // the http client has shown the server's message
    } finally {
      setPublishing(false);
    }
  };

  return (
    <Modal
      open={open}
      width={MODAL_WIDTH.publishToShops}
      title={
        <span>
          选择铺货店铺 <span className={styles.muted}>已选{goodsIds.length}个商品</span>
        </span>
      }
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div className={styles.footer}>
          <Popover content={<ListingNotice />} title="上架须知" placement="topLeft">
            <Button type="link" className={styles.noticeLink}>
              上架须知
            </Button>
          </Popover>
          <div>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={publishing} onClick={startPublish} data-testid="publish-now">
              立即铺货
            </Button>
          </div>
        </div>
      }
    >
      <div className={styles.toolbar}>
        <Checkbox
          checked={allChecked}
          indeterminate={!allChecked && checked.length > 0}
          disabled={selectable.length === 0}
          onChange={(e) => setChecked(e.target.checked ? selectable.map((c) => c.id) : [])}
        >
          全选
        </Checkbox>
        <div className={styles.toolbarActions}>
          <Button
            size="small"
            icon={<ReloadOutlined />}
            onClick={() => {
              void shopsQuery.refetch();
              void notesQuery.refetch();
            }}
          >
            刷新
          </Button>
          <Button
            size="small"
            icon={<SettingOutlined />}
            disabled={cards.length === 0}
            onClick={() => onOpenSettings(checked.length ? cards.filter((c) => checked.includes(c.id)) : cards)}
          >
            铺货设置
          </Button>
          <Button size="small" icon={<ShopOutlined />} onClick={onAddShop}>
            授权店铺
          </Button>
        </div>
      </div>
      <Spin spinning={shopsQuery.isFetching && !shopsQuery.data}>
        {cards.length === 0 && !shopsQuery.isFetching ? (
          <Empty description="暂无可铺货的店铺" className={styles.empty}>
            <Button type="primary" onClick={onAddShop}>
              添加店铺
            </Button>
          </Empty>
        ) : (
          <div className={styles.shopGrid} data-testid="publish-shops">
            {cards.map((card) => (
              <button
                type="button"
                key={card.id}
                data-testid="publish-shop"
                className={[
                  styles.shopCard,
                  checked.includes(card.id) ? styles.shopChecked : '',
                  card.disabled || card.inBlackList ? styles.shopDisabled : '',
                ].join(' ')}
                onClick={() => toggle(card)}
              >
                <Checkbox
                  checked={checked.includes(card.id)}
                  disabled={card.disabled || card.inBlackList}
                  tabIndex={-1}
                />
                <StationBadge station={card.stationType} size={22} />
                <span className={styles.shopName} title={card.shopName}>
                  {card.shopName}
                </span>
                {single && (
                  <span className={styles.shopNote}>
                    {card.disabled
                      ? '渠道未开通'
                      : card.inBlackList
                        ? '限制销售'
                        : card.count > 0
                          ? `已铺货${card.count}次`
                          : ''}
                  </span>
                )}
              </button>
            ))}
          </div>
        )}
      </Spin>
      {checked.length > 0 && (
        <PreflightSummary
          shops={cards.filter((c) => checked.includes(c.id))}
          goodsIds={goodsIds}
          onDeselect={(shopId) => setChecked((ids) => ids.filter((id) => id !== shopId))}
          onOpenSettings={(shop) => onOpenSettings([shop])}
        />
      )}
      <Modal
        open={noticeOpen}
        width={MODAL_WIDTH.listingNotice}
        title="上架须知"
        onCancel={() => setNoticeOpen(false)}
        footer={
          <Button type="primary" onClick={() => void confirmPublish()}>
            我知道了
          </Button>
        }
      >
        <ListingNotice />
      </Modal>
    </Modal>
  );
}
