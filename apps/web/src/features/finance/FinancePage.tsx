import type { FinanceEntry } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCount, formatDateTime, formatYuanAmount } from '../../i18n/index.ts';
import { financeQueries } from '../orders/index.ts';
import styles from './finance.module.css';
import { RechargeModal } from './RechargeModal.tsx';

const PAGE_SIZE = 10;
const KIND_COLORS = { recharge: 'green', orderPayment: 'blue', refund: 'orange' } as const;

/** 我的余额: the balance with 充值, and every recharge, online order payment and refund, newest first. */
export default function FinancePage() {
  const { t } = useTranslation('finance');
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const balance = useQuery(financeQueries.balance());
  const entries = useQuery(financeQueries.entries(page, PAGE_SIZE));
  // ?recharge opens the recharge at once (the market's 充值 lands here)
  const rechargeOpen = params.has('recharge');
  const setRechargeOpen = (open: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set('recharge', '1');
      else next.delete('recharge');
      return next;
    });
  const suggested = balance.data?.suggestedRecharge ?? 0;
  const signed = (amount: number) => `${amount > 0 ? '+' : '-'}¥${formatYuanAmount(Math.abs(amount))}`;

  return (
    <div className={styles.page}>
      <section className={styles.balanceCard}>
        <div>
          <div className={styles.label}>{t('balance')}</div>
          <div className={styles.balance} data-testid="finance-balance">
            ¥{formatYuanAmount(balance.data?.balance ?? 0)}
          </div>
          <div className={styles.hint}>{t('rechargeHint', { amount: formatCount(suggested) })}</div>
        </div>
        <Button type="primary" size="large" onClick={() => setRechargeOpen(true)} data-testid="recharge">
          {t('recharge')}
        </Button>
      </section>
      <section className={styles.section}>
        <h2>{t('entries')}</h2>
        <Table<FinanceEntry>
          rowKey={(entry) => `${entry.paymentId}:${entry.kind}`}
          loading={entries.isPending}
          dataSource={entries.data?.items ?? []}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: entries.data?.totalCount ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('total', { count: formatCount(total) }),
            onChange: setPage,
          }}
          columns={[
            { title: t('columns.time'), key: 'time', width: 200, render: (_, e) => formatDateTime(e.time) },
            {
              title: t('columns.kind'),
              key: 'kind',
              width: 120,
              render: (_, e) => <Tag color={KIND_COLORS[e.kind]}>{t(`kinds.${e.kind}`)}</Tag>,
            },
            {
              title: t('columns.amount'),
              key: 'amount',
              width: 140,
              render: (_, e) => (
                <span className={e.amount > 0 ? styles.income : styles.expense} data-testid="entry-amount">
                  {signed(e.amount)}
                </span>
              ),
            },
            {
              title: t('columns.channel'),
              key: 'channel',
              width: 140,
              render: (_, e) => t(`channels.${e.kind}`),
            },
            { title: t('columns.orders'), key: 'orders', render: (_, e) => e.orderNos.join(', ') || '-' },
          ]}
        />
      </section>
      {rechargeOpen && balance.data && (
        <RechargeModal open suggested={balance.data.suggestedRecharge} onClose={() => setRechargeOpen(false)} />
      )}
    </div>
  );
}
