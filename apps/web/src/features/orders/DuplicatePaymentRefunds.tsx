import { OrderMessages, yuanToFen } from '@puhuo/domain';
import { Alert } from 'antd';
import { formatYuanAmount, useLocalized } from '../../i18n/index.ts';
import styles from './orders.module.css';
import type { OrderRefund } from './useOrderRefunds.ts';

/** Money paid twice for an order, given back: said on the order's payment screen, refunded or on its way. */
export function DuplicatePaymentRefunds({ refunds }: { refunds: OrderRefund[] }) {
  const localize = useLocalized();
  if (refunds.length === 0) return null;
  return (
    <div className={styles.refunds} data-testid="duplicate-refunds">
      {refunds.map((refund) => {
        const amount = formatYuanAmount(yuanToFen(refund.amount) / 100);
        const refunded = refund.status === 'refunded';
        return (
          <Alert
            key={`${refund.amount}|${refund.status}|${refund.refundTime ?? ''}`}
            type={refunded ? 'success' : 'info'}
            showIcon
            message={localize(
              refunded
                ? OrderMessages.duplicatePaymentRefunded(amount)
                : OrderMessages.duplicatePaymentRefunding(amount),
            )}
          />
        );
      })}
    </div>
  );
}
