import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useSession } from '../../auth/session/session-context.ts';
import { shopKeys, shopsApi } from '../shops.api.ts';
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
  const { data: buyApp } = useQuery({ queryKey: shopKeys.buyApp, queryFn: shopsApi.buyApp, enabled: Boolean(user) });
  return (
    <div className={styles.buyPanel} data-testid="buy-app-panel">
      <strong>1688买家应用</strong>
      {buyApp?.accountName && <p>已授权账号：{buyApp.accountName}</p>}
      {!buyApp?.isOrdered ? (
        <>
          <p>订购买家应用后即可一件代发</p>
          <Button type="primary" onClick={() => ui.openBuyApp(0)}>
            我要代发，去订购
          </Button>
        </>
      ) : buyApp.isExpired ? (
        <>
          <p>已过期</p>
          <Button type="primary" onClick={() => ui.openBuyApp(0)}>
            去续费
          </Button>
        </>
      ) : (
        <p>有效期剩余 {buyApp.time} 天</p>
      )}
      <Button onClick={() => ui.openBuyApp(1)}>{buyApp?.isExpired ? '重新授权' : '已订购，去授权'}</Button>
    </div>
  );
}
