import { type ConfirmGroup, isAlibabaGood, type OrderConfirmation, type PlacedOrders } from '@puhuo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatCount } from '../../i18n/index.ts';
import { useSession } from '../auth/index.ts';
import { cartApi, cartQueries, orderableLines } from '../cart/index.ts';
import { shopQueries } from '../shops/index.ts';
import { AddressSection } from './AddressSection.tsx';
import { OrderAmounts } from './OrderAmounts.tsx';
import { OrderLinesTable } from './OrderLinesTable.tsx';
import { yuanText as yuan } from './order-amounts.ts';
import { decodeSkus, ordersApi } from './orders.api.ts';
import styles from './orders.module.css';
import { PaymentPanel } from './PaymentPanel.tsx';
import { ProtocolPayNotice } from './ProtocolPayNotice.tsx';

/** Where the order comes from: the cart's ticked lines, or SKUs of one good (a sample order too). */
function useOrderSource() {
  const sample = useLocation().pathname.startsWith('/sample-order-confirm');
  const [params] = useSearchParams();
  const fromCart = params.get('from') === 'cart';
  const goods = {
    goodsId: params.get('goodsId') ?? '',
    tenantId: params.get('tenantId') ?? '',
    skus: decodeSkus(params.get('skus')),
  };
  return { sample, fromCart, goods, key: [sample, fromCart, params.toString()] };
}

/** Order confirmation and sample-order confirmation: the same screen (spec doc 1 §2). */
export default function OrderConfirmPage() {
  const { user } = useSession();
  const source = useOrderSource();
  const queryClient = useQueryClient();
  const { t } = useTranslation('orders');
  const [addressId, setAddressId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [placed, setPlaced] = useState<PlacedOrders | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const confirmation = useQuery({
    queryKey: ['order-confirm', ...source.key],
    enabled: Boolean(user) && !placed,
    retry: false,
    staleTime: 0,
    queryFn: async (): Promise<{ data: OrderConfirmation; cartIds: string[] }> => {
      if (source.fromCart) {
        const cartIds = orderableLines((await cartApi.list()).items).map((l) => l.id);
        if (cartIds.length === 0) throw new Error('empty');
        return { data: await ordersApi.confirmCart(cartIds), cartIds };
      }
      return { data: await ordersApi.fastConfirm(source.goods, source.sample), cartIds: [] };
    },
  });

  if (!user) return <Empty className={styles.empty} description={t('confirm.loginFirst')} />;
  if (placed) return <PaymentPanel placed={placed} />;
  if (confirmation.isPending) return <Skeleton active className={styles.empty} />;
  if (confirmation.isError || !confirmation.data) {
    return (
      <Result
        status="warning"
        title={source.sample ? t('confirm.noSampleOrder') : t('confirm.noOrder')}
        extra={
          <Link to="/market">
            <Button type="primary">{t('confirm.goShopping')}</Button>
          </Link>
        }
      />
    );
  }
  const { data, cartIds } = confirmation.data;
  const belowLimit = data.groups.find((g) => g.belowLimit);

  const submit = async () => {
    if (!addressId) return;
    setSubmitting(true);
    try {
      const common = { addressId, remark: remark.trim() || undefined };
      const result = source.fromCart
        ? await ordersApi.purchaseOrder({ ...common, cartIds })
        : source.sample
          ? await ordersApi.sampleOrder({
              ...common,
              goodsId: source.goods.goodsId,
              tenantId: source.goods.tenantId,
              skuIds: source.goods.skus.map((s) => s.skuId),
            })
          : await ordersApi.fastOrder({ ...common, ...source.goods });
      setPlaced(result);
      void queryClient.invalidateQueries({ queryKey: cartQueries.all() });
    } catch {
      // the API client showed why; the stock or protocol state may have changed
      void queryClient.invalidateQueries({ queryKey: shopQueries.protocolPay().queryKey });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{source.sample ? t('confirm.sampleTitle') : t('confirm.title')}</h1>
      <AddressSection value={addressId} onChange={setAddressId} />
      {data.hasAlibabaGoods && (
        <section className={styles.section}>
          <ProtocolPayNotice />
        </section>
      )}
      <section className={styles.section}>
        <header className={styles.sectionHeader}>
          <h2>{t('confirm.goodsList')}</h2>
        </header>
        {data.groups.map((group) => (
          <GroupLines key={`${group.companyId}:${group.market}`} group={group} sample={source.sample} />
        ))}
        <Input.TextArea
          className={styles.remark}
          rows={2}
          maxLength={200}
          showCount
          placeholder={t('confirm.remarkPlaceholder')}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
      </section>
      {belowLimit && (
        <Alert
          type="error"
          showIcon
          message={t('confirm.belowLimit', { company: belowLimit.companyName, amount: yuan(belowLimit.limitPrice) })}
          className={styles.section}
        />
      )}
      <div className={styles.bar}>
        <span>
          <Trans
            t={t}
            i18nKey="confirm.total"
            values={{ qty: formatCount(data.totalQty) }}
            components={{ qty: <b /> }}
          />
          <span className={styles.total} data-testid="confirm-total">
            {yuan(data.totalAmount)}
          </span>
        </span>
        <Button
          type="primary"
          size="large"
          loading={submitting}
          disabled={!addressId || Boolean(belowLimit)}
          onClick={() => void submit()}
        >
          {t('confirm.submit')}
        </Button>
      </div>
    </div>
  );
}

function GroupLines({ group, sample }: { group: ConfirmGroup; sample: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <div className={styles.group} data-testid="confirm-group">
      <div className={styles.groupHeader}>
        <b>{group.companyName}</b>
        {isAlibabaGood(group) && <Tag color="orange">1688</Tag>}
        {sample && <Tag color="purple">{t('confirm.sample')}</Tag>}
      </div>
      <OrderLinesTable lines={group.lines} />
      <div className={styles.groupFooter}>
        <OrderAmounts order={group} wording="confirm.groupFooter" totalClassName="" />
      </div>
    </div>
  );
}
