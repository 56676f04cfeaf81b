import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../features/auth/session/session-context.ts';
import { MessageSubscriptionProvider } from '../../features/messages/MessageSubscriptionProvider.tsx';
import { PublishingProvider } from '../../features/publishing/PublishingProvider.tsx';
import { ShopsProvider } from '../../features/shops/ShopsProvider.tsx';
import { useRouteHandle } from '../route-handle.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { FloatingToolColumn } from './FloatingToolColumn.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './layout.module.css';
import { TopBar } from './TopBar.tsx';

// the tips are a signed-in distributor's: a guest's market does not load them
const AppTipBanners = lazy(async () => ({
  default: (await import('../../features/shops/components/AppTipBanners.tsx')).AppTipBanners,
}));

export function MainLayout() {
  usePageTitle();
  const handle = useRouteHandle();
  const { user } = useSession();
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
            {user && (handle.tab === 'market' || handle.tab === 'market-1688') && (
              <Suspense fallback={null}>
                <AppTipBanners />
              </Suspense>
            )}
          </div>
        </PublishingProvider>
      </ShopsProvider>
    </MessageSubscriptionProvider>
  );
}
