import { SUGGESTED_RECHARGE_YUAN } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount, formatYuanAmount } from '../../i18n/index.ts';
import { financeQueries, PURCHASE_ORDERS_PATH } from '../orders/index.ts';
import styles from './workbench.module.css';
import { FINANCE_PATH } from './workbench-menu.ts';

/** What 进入工作台 offers: 我的余额 (the finance page), 充值 (suggesting 100 yuan), and the workbench. */
export function WorkbenchPopover({ open }: { open(path: string): void }) {
  const { t } = useTranslation('finance');
  const { t: tLayout } = useTranslation('layout');
  const { data } = useQuery(financeQueries.balance());
  return (
    <div className={styles.entry} data-testid="workbench-popover">
      <div className={styles.balanceRow}>
        <button type="button" className={styles.link} onClick={() => open(FINANCE_PATH)} data-testid="open-finance">
          {t('balance')}
        </button>
        <span className={styles.balance} data-testid="entry-balance">
          ¥{formatYuanAmount(data?.balance ?? 0)}
        </span>
        <Button size="small" onClick={() => open(`${FINANCE_PATH}?recharge=1`)} data-testid="entry-recharge">
          {t('recharge')}
        </Button>
      </div>
      <span className={styles.hint}>{t('rechargeHint', { amount: formatCount(SUGGESTED_RECHARGE_YUAN) })}</span>
      <Button type="primary" block onClick={() => open(PURCHASE_ORDERS_PATH)} data-testid="open-workbench">
        {tLayout('topBar.workbench')}
      </Button>
    </div>
  );
}
