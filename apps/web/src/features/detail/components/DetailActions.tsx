import { HeartFilled, HeartOutlined, ShoppingCartOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ORDER_QTY_MAX } from '@puhuo/domain';
import { App, Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../auth/index.ts';
import { useAddToCart } from '../../cart/index.ts';
import { useCollectedIds, useToggleCollect } from '../../collect/index.ts';
import { useAddToDistributionList } from '../../distribution-list/index.ts';
import { encodeSkus } from '../../orders/index.ts';
import { usePublishing } from '../../publishing/index.ts';
import styles from '../detail.module.css';
import type { GoodsDetail } from '../goods-detail.api.ts';

interface Props {
  good: GoodsDetail;
  /** the SKU chosen by its sales properties, when the choice is complete */
  skuId: string | undefined;
  offline: boolean;
}

/** Quantity, then the buying and collecting actions; each asks a guest to log in first. */
export function DetailActions({ good, skuId, offline }: Props) {
  const { guard } = useSession();
  const { message } = App.useApp();
  const { t } = useTranslation(['detail', 'shared']);
  const navigate = useNavigate();
  const [qty, setQty] = useState(1);
  const { data: collectedIds = [] } = useCollectedIds();
  const toggleCollect = useToggleCollect();
  const addToList = useAddToDistributionList();
  const addToCart = useAddToCart();
  const { openPublish } = usePublishing();
  const isCollected = collectedIds.includes(good.id);
  const ref = {
    goodsId: good.id,
    tenantId: good.tenantId,
    supplierType: good.supplierType as 1 | 4,
    market: good.market as 0 | 2,
  };
  /** the chosen SKU, or a prompt to choose one */
  const withSku = (action: (skuId: string) => void) =>
    guard(() => {
      if (!skuId) return void message.warning(t('actions.chooseSku'));
      action(skuId);
    });
  const goodsQuery = (skus: { skuId: string; qty: number }[]) =>
    `goodsId=${encodeURIComponent(good.id)}&tenantId=${good.tenantId}&skus=${encodeURIComponent(encodeSkus(skus))}`;

  return (
    <>
      <div className={styles.axis}>
        <span className={styles.axisName}>{t('actions.quantity')}</span>
        <InputNumber
          min={1}
          max={ORDER_QTY_MAX}
          precision={0}
          value={qty}
          onChange={(value) => setQty(value ?? 1)}
          data-testid="detail-qty"
        />
      </div>
      <Space size="middle" className={styles.actions} wrap>
        <Button
          type="primary"
          size="large"
          icon={<UnorderedListOutlined />}
          disabled={offline}
          loading={addToList.isPending}
          onClick={() =>
            guard(() => addToList.mutate(ref, { onSuccess: () => message.success(t('actions.addedToList')) }))
          }
        >
          {t('actions.addToList')}
        </Button>
        <Button
          type="primary"
          ghost
          size="large"
          disabled={offline}
          data-testid="detail-publish"
          onClick={() =>
            guard(() =>
              openPublish([
                {
                  goodsId: good.id,
                  tenantId: good.tenantId,
                  supplierType: good.supplierType,
                  title: good.title,
                  imgUrl: good.imgUrl,
                },
              ]),
            )
          }
        >
          {t('actions.publish')}
        </Button>
        <Button
          size="large"
          icon={<ShoppingCartOutlined />}
          disabled={offline}
          loading={addToCart.isPending}
          onClick={() =>
            withSku((id) =>
              addToCart.mutate(
                { goodsId: good.id, tenantId: good.tenantId, skus: [{ skuId: id, qty }] },
                { onSuccess: () => message.success(t('actions.addedToCart')) },
              ),
            )
          }
        >
          {t('actions.addToCart')}
        </Button>
        <Button
          size="large"
          disabled={offline}
          onClick={() => withSku((id) => navigate(`/order-confirm?${goodsQuery([{ skuId: id, qty }])}`))}
        >
          {t('actions.buyNow')}
        </Button>
        <Button
          size="large"
          disabled={offline}
          onClick={() => withSku((id) => navigate(`/sample-order-confirm?${goodsQuery([{ skuId: id, qty: 1 }])}`))}
        >
          {t('actions.sample')}
        </Button>
        <Button
          size="large"
          icon={isCollected ? <HeartFilled /> : <HeartOutlined />}
          data-testid="detail-collect"
          onClick={() =>
            guard(() =>
              toggleCollect.mutate(
                { good: ref, collect: !isCollected },
                {
                  onSuccess: () =>
                    message.success(isCollected ? t('shared:uncollected') : t('actions.collectSucceeded')),
                },
              ),
            )
          }
        >
          {isCollected ? t('actions.collected') : t('actions.collect')}
        </Button>
      </Space>
    </>
  );
}
