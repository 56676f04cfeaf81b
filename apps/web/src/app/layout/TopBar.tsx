import { Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../features/auth/session/session-context.ts';
import { useMessageSubscription } from '../../features/messages/useMessageSubscription.ts';
import { usePublishing } from '../../features/publishing/publishing-context.ts';
import { useShopsUi } from '../../features/shops/shops-ui-context.ts';
import { MySuppliersModal } from '../../features/suppliers/MySuppliersModal.tsx';
import { usePublishSettings } from '../../features/templates/hooks/usePublishSettings.tsx';
import { WorkbenchEntry } from '../../features/workbench/index.ts';
import { firstClick } from '../first-screen.ts';
import { EnvironmentTag } from './EnvironmentTag.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import styles from './layout.module.css';

export function TopBar() {
  const { user, openLogin, openRegister, openBindPhone, openPassword, logout, guard } = useSession();
  const { openResults } = usePublishing();
  const { openSubscriptionDrawer } = useMessageSubscription();
  const publishSettings = usePublishSettings();
  const shopsUi = useShopsUi();
  const { t } = useTranslation('layout');
  const { t: tSuppliers } = useTranslation('suppliers');
  const [suppliersOpen, setSuppliersOpen] = useState(false);
  return (
    <div className={styles.topBar}>
      {user && publishSettings.element}
      {user && <MySuppliersModal open={suppliersOpen} onClose={() => setSuppliersOpen(false)} />}
      <div className={styles.topBarInner}>
        <div className={styles.topBarLinks}>
          <EnvironmentTag />
          <span>{t('topBar.welcome')}</span>
          {user ? (
            <Popover
              placement="bottom"
              content={
                <div className={styles.accountMenu}>
                  <span className={styles.accountName} data-testid="account-user-name">
                    {t('topBar.account', { name: user.currentUser.userName })}
                  </span>
                  <button type="button" onClick={shopsUi.openShopsDrawer}>
                    {t('topBar.myShops')}
                  </button>
                  <button type="button" onClick={() => setSuppliersOpen(true)}>
                    {tSuppliers('menu')}
                  </button>
                  <button type="button" onClick={publishSettings.open}>
                    {t('topBar.publishSettings')}
                  </button>
                  {!user.bindPhone && (
                    <button type="button" onClick={openBindPhone}>
                      {t('topBar.bindPhone')}
                    </button>
                  )}
                  <button type="button" onClick={openPassword}>
                    {user.hasPassword ? t('topBar.changePassword') : t('topBar.setPassword')}
                  </button>
                  <button type="button" onClick={() => void logout()}>
                    {t('topBar.logout')}
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
              <button type="button" onClick={openLogin} {...firstClick('login')}>
                {t('topBar.login')}
              </button>
              <button type="button" onClick={() => openRegister(0)} {...firstClick('register')}>
                {t('topBar.register')}
              </button>
            </>
          )}
        </div>
        <nav className={styles.topBarLinks} aria-label={t('topBar.commonLinks')}>
          <Link to="/market">{t('topBar.home')}</Link>
          <button type="button" onClick={() => guard(openResults)} {...firstClick('publishResults')}>
            {t('topBar.publishResults')}
          </button>
          <button type="button" onClick={openSubscriptionDrawer} {...firstClick('messageSettings')}>
            {t('topBar.messageSettings')}
          </button>
          <WorkbenchEntry />
          <Popover
            placement="bottomRight"
            content={<img src="/qr-customer-service.svg" alt={t('topBar.customerServiceQr')} width={140} />}
          >
            <button type="button">{t('topBar.contactUs')}</button>
          </Popover>
          <LanguageSwitch />
        </nav>
      </div>
    </div>
  );
}
