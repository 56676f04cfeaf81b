import { Popover } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../../features/auth/session/session-context.ts';
import { useMessageSubscription } from '../../features/messages/useMessageSubscription.ts';
import { usePublishing } from '../../features/publishing/publishing-context.ts';
import { useShopsUi } from '../../features/shops/shops-ui-context.ts';
import { usePublishSettings } from '../../features/templates/hooks/usePublishSettings.tsx';
import { EnvironmentTag } from './EnvironmentTag.tsx';
import styles from './layout.module.css';

export function TopBar() {
  const { user, openLogin, openRegister, openBindPhone, openPassword, logout, guard } = useSession();
  const { openResults } = usePublishing();
  const { openSubscriptionDrawer } = useMessageSubscription();
  const publishSettings = usePublishSettings();
  const shopsUi = useShopsUi();
  return (
    <div className={styles.topBar}>
      {user && publishSettings.element}
      <div className={styles.topBarInner}>
        <div className={styles.topBarLinks}>
          <EnvironmentTag />
          <span>欢迎来到蓝海分销市场！</span>
          {user ? (
            <Popover
              placement="bottom"
              content={
                <div className={styles.accountMenu}>
                  <span className={styles.accountName} data-testid="account-user-name">
                    账号：{user.currentUser.userName}
                  </span>
                  <button type="button" onClick={shopsUi.openShopsDrawer}>
                    我的店铺
                  </button>
                  <button type="button" onClick={publishSettings.open}>
                    铺货设置
                  </button>
                  {!user.bindPhone && (
                    <button type="button" onClick={openBindPhone}>
                      绑定手机号
                    </button>
                  )}
                  <button type="button" onClick={openPassword}>
                    {user.hasPassword ? '修改登录密码' : '设置登录密码'}
                  </button>
                  <button type="button" onClick={() => void logout()}>
                    退出登录
                  </button>
                </div>
              }
            >
              <button type="button" className={styles.companyName} data-testid="company-name">
                {user.tenantFull.companyName || user.currentUser.userName}
              </button>
            </Popover>
          ) : (
            <>
              <button type="button" onClick={openLogin}>
                请登录
              </button>
              <button type="button" onClick={() => openRegister(0)}>
                注册成为分销商
              </button>
            </>
          )}
        </div>
        <nav className={styles.topBarLinks} aria-label="常用链接">
          <Link to="/market">首页</Link>
          <button type="button" onClick={() => guard(openResults)}>
            铺货结果
          </button>
          <button type="button" onClick={openSubscriptionDrawer}>
            消息设置
          </button>
          <button type="button">进入工作台</button>
          <Popover
            placement="bottomRight"
            content={<img src="/qr-customer-service.svg" alt="客服二维码" width={140} />}
          >
            <button type="button">联系客服</button>
          </Popover>
        </nav>
      </div>
    </div>
  );
}
