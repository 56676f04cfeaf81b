import { FIRST_SCREEN_PATHS } from '@puhuo/domain';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/session/session-context.ts';
import { MessageSubscriptionProvider } from '../../features/messages/MessageSubscriptionProvider.tsx';
import { PublishingProvider } from '../../features/publishing/PublishingProvider.tsx';
import { ShopsProvider } from '../../features/shops/ShopsProvider.tsx';
import { useFirstScreenDone } from '../first-screen.ts';
import { useRouteHandle } from '../route-handle.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { FloatingToolColumn } from './FloatingToolColumn.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './layout.module.css';
import { TopBar } from './TopBar.tsx';

// the tips are a signed-in distributor's: a guest's market does not load them
const MarketTipBanners = lazy(async () => ({
  default: (await import('../../features/market/MarketTipBanners.tsx')).MarketTipBanners,
}));

export function MainLayout() {
  usePageTitle();
  const handle = useRouteHandle();
  const { user } = useSession();
  const onMarketTab = handle.tab === 'market' || handle.tab === 'market-1688';
  // the first screen is the market's ('/' goes there): any other page shows the application at once
  const { pathname } = useLocation();
  useFirstScreenDone(!FIRST_SCREEN_PATHS.includes(pathname));
  return (
    <MessageSubscriptionProvider>
      <ShopsProvider>
        <PublishingProvider>
          <div className={styles.page}>
            <TopBar />
            <Header activeTab={handle.tab} showSearch={!handle.hideHeaderSearch} />
            <main className={styles.main}>
              {/* above the market, in the page's flow: they push the goods down and never cover them */}
              {user && onMarketTab && (
                <Suspense fallback={null}>
                  <MarketTipBanners />
                </Suspense>
              )}
              <Outlet />
            </main>
            <Footer />
            <FloatingToolColumn on1688Tab={handle.tab === 'market-1688'} />
          </div>
        </PublishingProvider>
      </ShopsProvider>
    </MessageSubscriptionProvider>
  );
}
