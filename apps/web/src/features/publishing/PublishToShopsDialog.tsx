import { ReloadOutlined, SettingOutlined, ShopOutlined } from '@ant-design/icons';
import { MODAL_WIDTH, type PublishableShop, SupplierType } from '@puhuo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Empty, Modal, Popover, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../auth/index.ts';
import { shopQueries } from '../shops/index.ts';
import type { SettingsShop } from '../templates/index.ts';
import { ListingNotice } from './ListingNotice.tsx';
import { PreflightSummary } from './PreflightSummary.tsx';
import type { NamedPair } from './PublishQuestions.tsx';
import { type PublishGoods, publishingApi } from './publishing.api.ts';
import styles from './publishing.module.css';
import { publishingQueries } from './publishing.queries.ts';
import { isUnselectable, ShopCardGrid } from './ShopCardGrid.tsx';
import { usePublishIntentKey } from './usePublishIntentKey.ts';
import { usePublishQuestions } from './usePublishQuestions.tsx';

interface Props {
  goods: PublishGoods[] | null;
  onClose(): void;
  /** publishing started: follow the task */
  onPublished(taskId: string): void;
  /** the platform settings (templates) for these shops */
  onOpenSettings(shops: SettingsShop[]): void;
  /** authorise another shop */
  onAddShop(): void;
}

/**
 * Spec doc 2 §2 publish-to-shops dialog, with the preflight of each chosen shop. The shop cards are the
 * server's (GET /api/shop/good): the shops that may receive listings, with their notes for the goods.
 */
export function PublishToShopsDialog({ goods, onClose, onPublished, onOpenSettings, onAddShop }: Props) {
  const { message } = App.useApp();
  const { t } = useTranslation(['publishing', 'shared']);
  const queryClient = useQueryClient();
  const { confirmRepublish, confirmCategories, askBelowCost } = usePublishQuestions();
  const { user, openBindPhone } = useSession();
  const intentKey = usePublishIntentKey();
  const open = goods !== null;
  const goodsIds = useMemo(() => (goods ?? []).map((g) => g.goodsId), [goods]);
  // channel and blacklist notes are for exactly one good from our own suppliers (doc 1 §5)
  const single = goods?.length === 1 && goods[0]?.supplierType !== SupplierType.Alibaba ? goods[0] : undefined;
  const [checked, setChecked] = useState<string[]>([]);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [checking, setChecking] = useState(false);
  // goods the distributor agreed to publish below cost, sent with the publish
  const [belowCostConfirmed, setBelowCostConfirmed] = useState<string[]>([]);
  // set in the click itself: a second click of the same moment sees it before React re-renders
  const busy = useRef(false);

  const shopsQuery = useQuery({ ...shopQueries.publishable(goodsIds), enabled: open, staleTime: 0 });
  const cards = useMemo(() => shopsQuery.data ?? [], [shopsQuery.data]);
  const selectable = useMemo(() => cards.filter((c) => !isUnselectable(c)), [cards]);

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

  const toggle = (card: PublishableShop) => {
    if (card.disabled) return void message.warning(t('shared:channelNotEnabled'));
    if (card.inBlackList) return void message.warning(t('shared:shopRestricted'));
    setChecked((ids) => (ids.includes(card.id) ? ids.filter((id) => id !== card.id) : [...ids, card.id]));
  };

  const allChecked = selectable.length > 0 && selectable.every((c) => checked.includes(c.id));
  const chosenShops = useMemo(() => cards.filter((c) => checked.includes(c.id)), [cards, checked]);

  /** The chosen (good, shop) pairs as the preflight sees them now, with their names. */
  const plannedPairs = async (): Promise<NamedPair[]> => {
    const shopIds = chosenShops.map((c) => c.id);
    try {
      const { items } = await queryClient.fetchQuery({
        ...publishingQueries.preflight(shopIds, goodsIds),
        staleTime: 0,
      });
      return items.map((item) => ({
        ...item,
        title: goods?.find((g) => g.goodsId === item.goodsId)?.title ?? item.goodsId,
        shopName: chosenShops.find((c) => c.id === item.shopId)?.shopName ?? item.shopId,
      }));
    } catch {
      // no preflight, no questions: the publish itself says what is wrong
      return [];
    }
  };

  const startPublish = async () => {
    if (checked.length === 0) return void message.error(t('shared:selectAtLeastOneShop'));
    if (!user?.bindPhone) return openBindPhone();
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    try {
      const pairs = await plannedPairs();
      // a good already listed in a shop would be listed there again: ask first
      const repeated = pairs.filter((p) => p.publishedCount > 0);
      if (repeated.length > 0 && !(await confirmRepublish(repeated))) return;
      // pairs that fail anyway (their problems show in the preview) are not asked about
      const publishable = pairs.filter((p) => p.problems.length === 0);
      const otherCategory = publishable.filter((p) => p.manualCategory && p.category && p.category.source !== 'manual');
      if (otherCategory.length > 0 && !(await confirmCategories(otherCategory))) return;
      const losing = publishable.filter((p) => p.belowCost);
      let confirmedIds: string[] = [];
      if (losing.length > 0) {
        const choice = await askBelowCost(losing);
        if (choice === 'adjust') {
          onOpenSettings(chosenShops.filter((c) => losing.some((p) => p.shopId === c.id)));
          return;
        }
        if (choice === 'cancel') return;
        confirmedIds = [...new Set(losing.map((p) => p.goodsId))];
      }
      setBelowCostConfirmed(confirmedIds);
      setNoticeOpen(true);
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };

  const confirmPublish = async () => {
    if (busy.current) return;
    busy.current = true;
    setPublishing(true);
    const shopIds = chosenShops.map((c) => c.id);
    try {
      const { taskId } = await publishingApi.publish(
        shopIds,
        goodsIds,
        intentKey.keyFor(shopIds, goodsIds),
        belowCostConfirmed,
      );
      intentKey.settle();
      setNoticeOpen(false);
      onClose();
      onPublished(taskId);
    } catch (error) {
      // the http client has shown the server's refusal; a lost answer it cannot know about. The notice
      // stays, and confirming again retries with the same key: a task the lost answer made is not made twice
      if (!(error instanceof ApiError)) message.error(t('shared:networkError'));
    } finally {
      busy.current = false;
      setPublishing(false);
    }
  };

  return (
    <Modal
      open={open}
      width={MODAL_WIDTH.publishToShops}
      title={
        <span>
          {t('dialog.title')}{' '}
          <span className={styles.muted}>{t('dialog.selectedGoods', { count: goodsIds.length })}</span>
        </span>
      }
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div className={styles.footer}>
          <Popover content={<ListingNotice />} title={t('dialog.listingNotice')} placement="topLeft">
            <Button type="link" className={styles.noticeLink}>
              {t('dialog.listingNotice')}
            </Button>
          </Popover>
          <div>
            <Button onClick={onClose}>{t('dialog.cancel')}</Button>
            <Button
              type="primary"
              loading={publishing || checking}
              onClick={() => void startPublish()}
              data-testid="publish-now"
            >
              {t('dialog.publishNow')}
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
          {t('dialog.selectAll')}
        </Checkbox>
        <div className={styles.toolbarActions}>
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void shopsQuery.refetch()}>
            {t('dialog.refresh')}
          </Button>
          <Button
            size="small"
            icon={<SettingOutlined />}
            disabled={cards.length === 0}
            onClick={() => onOpenSettings(checked.length ? cards.filter((c) => checked.includes(c.id)) : cards)}
          >
            {t('dialog.settings')}
          </Button>
          <Button size="small" icon={<ShopOutlined />} onClick={onAddShop}>
            {t('dialog.authorizeShop')}
          </Button>
        </div>
      </div>
      <Spin spinning={shopsQuery.isFetching && !shopsQuery.data}>
        {cards.length === 0 && !shopsQuery.isFetching ? (
          <Empty description={t('dialog.noShops')} className={styles.empty}>
            <Button type="primary" onClick={onAddShop}>
              {t('dialog.addShop')}
            </Button>
          </Empty>
        ) : (
          <ShopCardGrid cards={cards} checked={checked} withNotes={single !== undefined} onToggle={toggle} />
        )}
      </Spin>
      {checked.length > 0 && (
        <PreflightSummary
          shops={chosenShops}
          goodsIds={goodsIds}
          onDeselect={(shopId) => setChecked((ids) => ids.filter((id) => id !== shopId))}
          onOpenSettings={(shop) => onOpenSettings([shop])}
        />
      )}
      <Modal
        open={noticeOpen}
        width={MODAL_WIDTH.listingNotice}
        title={t('dialog.listingNotice')}
        onCancel={() => {
          if (!publishing) setNoticeOpen(false);
        }}
        footer={
          <Button
            type="primary"
            loading={publishing}
            disabled={publishing}
            onClick={() => void confirmPublish()}
            data-testid="publish-confirm"
          >
            {t('dialog.iKnow')}
          </Button>
        }
      >
        <ListingNotice />
      </Modal>
    </Modal>
  );
}
