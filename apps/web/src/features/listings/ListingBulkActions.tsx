import { LISTING_ACTIONS, type ListingAction, MAX_LISTING_ACTION_SIZE } from '@puhuo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../api/feedback.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { formatCount } from '../../i18n/index.ts';
import { listingsApi } from './listings.api.ts';
import styles from './listings.module.css';
import { listingsQueries } from './listings.queries.ts';

/** how each action's button looks: the ones that take listings off sale or out of 我的铺货 are marked */
const DANGEROUS: ReadonlySet<ListingAction> = new Set(['stockZero', 'delist', 'delete']);

/**
 * The bulk actions on the selected listings, each confirmed first: one key per confirmed intent, so a
 * doubled click or a retried request makes one action.
 */
export function ListingBulkActions({
  selected,
  onClear,
  onStarted,
}: {
  selected: string[];
  onClear: () => void;
  onStarted: (actionId: string) => void;
}) {
  const { t } = useTranslation('listings');
  const queryClient = useQueryClient();
  const intent = useRef<{ selection: string; key: string } | null>(null);
  const act = useMutation({
    mutationFn: ({ action, listingIds }: { action: ListingAction; listingIds: string[] }) => {
      const selection = JSON.stringify([action, [...listingIds].sort()]);
      if (intent.current?.selection !== selection) intent.current = { selection, key: newIdempotencyKey() };
      return listingsApi.act(action, listingIds, intent.current.key);
    },
    onSuccess: async ({ actionId }) => {
      intent.current = null;
      feedback.success(t('actions.started'));
      onStarted(actionId);
      onClear();
      await queryClient.invalidateQueries({ queryKey: listingsQueries.all() });
    },
  });
  const tooMany = selected.length > MAX_LISTING_ACTION_SIZE;
  const confirm = (action: ListingAction) =>
    Modal.confirm({
      title: t('actions.confirm.title', {
        action: t(`actions.names.${action}`),
        count: formatCount(selected.length),
      }),
      content: t(`actions.confirm.${action}`),
      okText: t('actions.confirm.ok'),
      cancelText: t('actions.confirm.cancel'),
      okButtonProps: { danger: DANGEROUS.has(action) },
      onOk: () => act.mutateAsync({ action, listingIds: selected }),
    });
  return (
    <div className={styles.bulkBar} data-testid="listing-bulk-actions">
      <span>{t('actions.selected', { count: formatCount(selected.length) })}</span>
      {tooMany ? (
        <span className={styles.warning}>{t('actions.tooMany', { max: MAX_LISTING_ACTION_SIZE })}</span>
      ) : null}
      <Space wrap>
        {LISTING_ACTIONS.map((action) => (
          <Button
            key={action}
            size="small"
            danger={DANGEROUS.has(action)}
            disabled={selected.length === 0 || tooMany}
            loading={act.isPending && act.variables?.action === action}
            onClick={() => confirm(action)}
          >
            {t(`actions.names.${action}`)}
          </Button>
        ))}
        <Button size="small" type="link" disabled={selected.length === 0} onClick={onClear}>
          {t('actions.clear')}
        </Button>
      </Space>
    </div>
  );
}
