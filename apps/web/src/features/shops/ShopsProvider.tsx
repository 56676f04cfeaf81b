import {
  AppType,
  type AuthorizedShop,
  type AuthorizedSuccess,
  authorizedSuccess,
  type OrderingShop,
  REFRESH_DELAYS_MS,
  RIGHTS_FROM_GROUP_LIST_STATION_TYPES,
} from '@puhuo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realtime } from '../../api/realtime.ts';
import { localized } from '../../i18n/index.ts';
import { useSession } from '../auth/index.ts';
import { registerReminderHandler, type SubscriptionReminder } from '../messages/index.ts';
import { stationAuthorizeUrl } from './authorize-url.ts';
import type { BuyAppStep } from './components/BuyAppModal.tsx';
import { orderingShopOf, shopsApi } from './shops.api.ts';
import { shopQueries } from './shops.queries.ts';
import { type AuthorizeModule, type ShopsUi, ShopsUiContext } from './shops-ui-context.ts';

const BindShopModal = lazy(() => import('./components/BindShopModal.tsx'));
const AppOrderingModal = lazy(() => import('./components/AppOrderingModal.tsx'));
const BuyAppModal = lazy(() => import('./components/BuyAppModal.tsx'));
/**
 * One authorisation reaches this window twice (the realtime event and the bind dialog's own answer),
 * seconds apart on a busy line: the success guide shows once for a shop's app within this time.
 */
const SAME_AUTHORIZATION_MS = 60_000;

const ShopAuthorizedSuccessModal = lazy(() => import('./components/ShopAuthorizedSuccessModal.tsx'));
const ShopsDrawer = lazy(() => import('./components/ShopsDrawer.tsx'));

/** the lists refresh a second after an authorisation (spec doc 1 §4) */
const REFRESH_AFTER_MS = REFRESH_DELAYS_MS[1];

interface AuthorizedEvent extends Partial<AuthorizedShop> {
  success: boolean;
  message?: string;
}

interface SuccessState {
  shop: AuthorizedShop;
  outcome: AuthorizedSuccess;
}

/** The shop screens (bind shop, ordering, buyer app, success guide, my shops) and their events. */
export function ShopsProvider({ children }: { children: ReactNode }) {
  const { message } = App.useApp();
  const { t } = useTranslation('shops');
  const { user, guard } = useSession();
  const queryClient = useQueryClient();
  const [bindShop, setBindShop] = useState<{ station?: number } | null>(null);
  const [ordering, setOrdering] = useState<{ tip?: number; shops?: OrderingShop[] } | null>(null);
  const [buyStep, setBuyStep] = useState<BuyAppStep | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [success, setSuccess] = useState<SuccessState | null>(null);
  const lastShown = useRef<string | null>(null);

  const refreshSoon = useCallback(() => {
    setTimeout(() => queryClient.invalidateQueries({ queryKey: shopQueries.all() }), REFRESH_AFTER_MS);
  }, [queryClient]);

  /** the success guide, by the shop's rights (from the group list on 29, 32, 11 and 4) and product type */
  const showAuthorized = useCallback(
    async (shop: AuthorizedShop) => {
      const key = `${shop.id}:${shop.appType}`;
      if (lastShown.current === key) return;
      lastShown.current = key;
      setTimeout(() => {
        if (lastShown.current === key) lastShown.current = null;
      }, SAME_AUTHORIZATION_MS);
      let rights: { goodsRights: boolean; orderRights: boolean } | null = null;
      if (RIGHTS_FROM_GROUP_LIST_STATION_TYPES.includes(shop.stationType)) {
        const groups = await shopsApi.groups().catch(() => []);
        rights = groups.find((g) => g.shops.some((s) => s.id === shop.id)) ?? null;
      }
      setBindShop(null);
      setOrdering(null);
      setSuccess({ shop, outcome: authorizedSuccess(shop.stationType, rights, user?.tenantFull.productType ?? 2) });
      refreshSoon();
    },
    [refreshSoon, user],
  );

  useEffect(() => {
    const offShop = realtime.on('ShopAuthorize', (data) => {
      const event = data as AuthorizedEvent;
      if (!event.success) {
        message.error(event.message !== undefined ? localized(event.message) : t('authPage.failed'));
        return;
      }
      void showAuthorized(event as AuthorizedShop);
    });
    const offBuy = realtime.on('BuyAppAuthorize', (data) => {
      const event = data as AuthorizedEvent;
      if (!event.success) {
        message.error(event.message !== undefined ? localized(event.message) : t('authPage.failed'));
        return;
      }
      message.success(t('authPage.buyerDone'));
      setBuyStep(2);
      refreshSoon();
    });
    return () => {
      offShop();
      offBuy();
    };
  }, [message, refreshSoon, showAuthorized, t]);

  /** ShopAppNeedOrder: the ordering modal for the reminded platform shop (each of its apps' rows) */
  const orderForReminder = useCallback(
    async (reminder: SubscriptionReminder) => {
      const shops = await queryClient.fetchQuery({ ...shopQueries.list(), staleTime: 0 });
      const reminded = shops.find((s) => s.id === reminder.data?.shopId);
      const rows = reminded
        ? shops.filter((s) => s.stationType === reminded.stationType && s.shopId === reminded.shopId)
        : [];
      setOrdering(rows.length > 0 ? { shops: rows.map(orderingShopOf) } : {});
    },
    [queryClient],
  );

  // the subscription reminders (spec §4, group 8 types 25 and 26) open the shops' modals
  useEffect(() => {
    const offShopApp = registerReminderHandler('ShopAppNeedOrder', (reminder) => void orderForReminder(reminder));
    const offBuyApp = registerReminderHandler('BuyAppNeedOrder', () => setBuyStep(0));
    return () => {
      offShopApp();
      offBuyApp();
    };
  }, [orderForReminder]);

  const ui = useMemo<ShopsUi>(
    () => ({
      openBindShop: (station) => guard(() => setBindShop({ station })),
      openOrdering: (options) => guard(() => setOrdering(options)),
      openBuyApp: (step = 0) => guard(() => setBuyStep(step)),
      openShopsDrawer: () => guard(() => setDrawerOpen(true)),
      authorize: (station: number, module?: AuthorizeModule) =>
        guard(() => {
          if (!user) return;
          window.open(stationAuthorizeUrl(user.currentTenant.id, station, module), '_blank');
        }),
    }),
    [guard, user],
  );

  return (
    <ShopsUiContext.Provider value={ui}>
      {children}
      <Suspense fallback={null}>
        {bindShop && (
          <BindShopModal
            open
            initialStation={bindShop.station}
            onClose={() => setBindShop(null)}
            onAuthorize={ui.authorize}
            onAuthorized={(shop) => void showAuthorized(shop)}
          />
        )}
        {ordering && (
          <AppOrderingModal
            open
            tip={ordering.tip}
            shops={ordering.shops}
            onClose={() => setOrdering(null)}
            onAuthorize={ui.authorize}
          />
        )}
        {buyStep !== null && (
          <BuyAppModal
            open
            step={buyStep}
            onStep={setBuyStep}
            onClose={() => setBuyStep(null)}
            onAuthorize={ui.authorize}
          />
        )}
        {drawerOpen && (
          <ShopsDrawer
            open
            onClose={() => setDrawerOpen(false)}
            onBindShop={ui.openBindShop}
            onAuthorize={ui.authorize}
            onRenew={(shop) => setOrdering({ shops: [orderingShopOf(shop)] })}
          />
        )}
        {success && (
          <ShopAuthorizedSuccessModal
            open
            shopName={success.shop.shopName}
            stationType={success.shop.stationType}
            outcome={success.outcome}
            onClose={() => setSuccess(null)}
            onContinueOrdering={() => {
              const { shop, outcome } = success;
              setSuccess(null);
              setOrdering({
                shops: [
                  {
                    id: shop.id,
                    shopName: shop.shopName,
                    stationType: shop.stationType,
                    appType: outcome.missing === 'goods' ? AppType.Goods : AppType.Order,
                    time: null,
                  },
                ],
              });
            }}
          />
        )}
      </Suspense>
    </ShopsUiContext.Provider>
  );
}
