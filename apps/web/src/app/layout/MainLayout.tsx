import { Outlet } from 'react-router';
import { MessageSubscriptionProvider } from '../../features/messages/MessageSubscriptionProvider.tsx';
import { PublishingProvider } from '../../features/publishing/PublishingProvider.tsx';
import { AppTipBanners } from '../../features/shops/components/AppTipBanners.tsx';
import { ShopsProvider } from '../../features/shops/ShopsProvider.tsx';
import { useRouteHandle } from '../route-handle.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { FloatingToolColumn } from './FloatingToolColumn.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './layout.module.css';
import { TopBar } from './TopBar.tsx';

export function MainLayout() {
  usePageTitle();
  const handle = useRouteHandle();
  return (
    <MessageSubscriptionProvider>
      <ShopsProvider>
        <PublishingProvider>
          <div className={styles.page}>
            <TopBar />
            <Header activeTab={handle.tab} showSearch={!handle.hideHeaderSearch} />
            <main className={styles.main}>
              <Outlet />
            </main>
            <Footer />
            <FloatingToolColumn on1688Tab={handle.tab === 'market-1688'} />
            {(handle.tab === 'market' || handle.tab === 'market-1688') && <AppTipBanners />}
          </div>
        </PublishingProvider>
      </ShopsProvider>
    </MessageSubscriptionProvider>
  );
}
