import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/index.ts';
import { shopQueries } from '../shops.queries.ts';
import { useShopsUi } from '../shops-ui-context.ts';
import styles from './shops.module.css';

/**
 * The 1688 tab's panel in the floating tool column: the authorised account, then "go order" until the
 * buyer app is ordered, else the days left (or expired, with go renew); and "go authorize" (or
 * "reauthorize" once expired).
 */
export function BuyAppPanel() {
  const { user } = useSession();
  const ui = useShopsUi();
  const { t } = useTranslation('shops');
  const { data: buyApp } = useQuery({ ...shopQueries.buyApp(), enabled: Boolean(user) });
  return (
    <div className={styles.buyPanel} data-testid="buy-app-panel">
      <strong>{t('panel.title')}</strong>
      {buyApp?.accountName && <p>{t('panel.account', { name: buyApp.accountName })}</p>}
      {!buyApp?.isOrdered ? (
        <>
          <p>{t('panel.orderHint')}</p>
          <Button type="primary" onClick={() => ui.openBuyApp(0)}>
            {t('panel.order')}
          </Button>
        </>
      ) : buyApp.isExpired ? (
        <>
          <p>{t('days.expired')}</p>
          <Button type="primary" onClick={() => ui.openBuyApp(0)}>
            {t('panel.renew')}
          </Button>
        </>
      ) : (
        <p>{t('panel.daysLeft', { days: buyApp.time ?? '' })}</p>
      )}
      <Button onClick={() => ui.openBuyApp(1)}>
        {buyApp?.isExpired ? t('actions.reauthorize') : t('actions.orderedGoAuthorize')}
      </Button>
    </div>
  );
}
