import { MAX_RECHARGE_YUAN } from '@puhuo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, type ButtonProps, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { financeApi, financeQueries, useProviderPayment } from '../orders/index.ts';
import styles from './finance.module.css';

/** 充值: an amount (the spec's suggested 100 yuan to start with), paid on the payment provider's page. */
export function RechargeModal({ open, suggested, onClose }: { open: boolean; suggested: number; onClose(): void }) {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState<number | null>(suggested);
  const { stage, paying, pay } = useProviderPayment({
    start: () => financeApi.recharge(amount ?? 0),
    orderIds: [],
    onPaid: () => {
      message.success(t('recharged'));
      void queryClient.invalidateQueries({ queryKey: financeQueries.all() });
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('rechargeTitle')}
      okText={stage === 'waiting' ? t('reopenPay') : t('goPay')}
      okButtonProps={{ loading: paying, disabled: !amount, 'data-testid': 'recharge-pay' } as ButtonProps}
      onOk={() => void pay()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className={styles.hint}>{t('rechargeHint', { amount: suggested })}</p>
      <InputNumber
        className={styles.amountInput}
        min={0.01}
        max={MAX_RECHARGE_YUAN}
        precision={2}
        prefix="¥"
        value={amount}
        onChange={setAmount}
        data-testid="recharge-amount"
      />
      {stage === 'waiting' && <p className={styles.hint}>{t('waiting')}</p>}
    </Modal>
  );
}
