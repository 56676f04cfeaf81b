import { Button, Menu, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { useSession } from '../auth/index.ts';
import { PURCHASE_ORDERS_PATH } from '../orders/index.ts';
import styles from './workbench.module.css';
import { WORKBENCH_MENU } from './workbench-menu.ts';

/**
 * The workbench's own layout, apart from the market's: a bar with the company and the way back, a side
 * menu of the workbench's pages, and the page. The workbench needs a signed-in distributor (spec doc 1
 * §6): a guest is asked to log in.
 */
export default function WorkbenchLayout() {
  usePageTitle();
  const { t } = useTranslation('workbench');
  const { user, loading, openLogin } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // a page of no menu entry (the goods detail a collected title opens) selects none
  const selected = WORKBENCH_MENU.find((item) => pathname.startsWith(item.path))?.path;
  return (
    <div className={styles.shell}>
      <header className={styles.top}>
        <Link to={PURCHASE_ORDERS_PATH} className={styles.brand}>
          <img src="/favicon.svg" alt="" />
          {t('title')}
        </Link>
        <span className={styles.grow} />
        {user && (
          <span className={styles.company} data-testid="workbench-company">
            {user.tenantFull.companyName || user.currentUser.userName}
          </span>
        )}
        <Link to="/market">{t('backToMarket')}</Link>
      </header>
      {loading ? null : user ? (
        <div className={styles.body}>
          <nav className={styles.side} aria-label={t('menu.label')}>
            <Menu
              mode="inline"
              selectedKeys={selected ? [selected] : []}
              onClick={({ key }) => navigate(key)}
              items={WORKBENCH_MENU.map((item) => ({ key: item.path, label: t(`menu.${item.label}`) }))}
            />
          </nav>
          <main className={styles.content}>
            <Outlet />
          </main>
        </div>
      ) : (
        <Result
          className={styles.guest}
          status="403"
          title={t('loginRequired')}
          extra={
            <Button type="primary" onClick={openLogin} data-testid="workbench-login">
              {t('login')}
            </Button>
          }
        />
      )}
    </div>
  );
}
