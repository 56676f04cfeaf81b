import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { MainLayout } from './layout/MainLayout.tsx';
import type { RouteHandle } from './route-handle.ts';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const handle = (value: RouteHandle) => value;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <MainLayout />,
    children: [
      { index: true, element: <Navigate to="/market" replace /> },
      {
        path: 'market',
        lazy: page(() => import('../features/market/MarketPage.tsx')),
        handle: handle({ title: '蓝海市场', tab: 'market', hideHeaderSearch: true }),
      },
      {
        path: 'market-1688',
        lazy: page(() => import('../features/market/Market1688Page.tsx')),
        handle: handle({ title: '1688选品', tab: 'market-1688', hideHeaderSearch: true }),
      },
      {
        path: 'distribution',
        lazy: page(() => import('../features/market/DistributionPage.tsx')),
        handle: handle({ title: '一件代发' }),
      },
      {
        path: 'hot-selling',
        lazy: page(() => import('../features/market/HotSellingPage.tsx')),
        handle: handle({ title: '热销榜单' }),
      },
      {
        path: 'new-arrival',
        lazy: page(() => import('../features/market/NewArrivalPage.tsx')),
        handle: handle({ title: '新品上架' }),
      },
      {
        path: 'detail/:id',
        lazy: page(() => import('../features/detail/GoodsDetailPage.tsx')),
        handle: handle({ title: '商品详情' }),
      },
      {
        path: 'search-result',
        lazy: page(() => import('../features/search/SearchResultPage.tsx')),
        handle: handle({ title: '搜索结果', hideHeaderSearch: true }),
      },
      {
        path: 'cart',
        lazy: page(() => import('../features/cart/CartPage.tsx')),
        handle: handle({ title: '购物车' }),
      },
      {
        path: 'order-confirm',
        lazy: page(() => import('../features/orders/OrderConfirmPage.tsx')),
        handle: handle({ title: '确认订单' }),
      },
      {
        path: 'sample-order-confirm',
        lazy: page(() => import('../features/orders/OrderConfirmPage.tsx')),
        handle: handle({ title: '确认样品订单' }),
      },
    ],
  },
  {
    path: '/station-login',
    lazy: page(() => import('../features/auth/StationLoginPage.tsx')),
    handle: handle({ title: '用户登录' }),
  },
  {
    path: '/shop-auth-success',
    lazy: page(() => import('../features/shops/ShopAuthSuccessPage.tsx')),
    handle: handle({ title: '店铺授权' }),
  },
  {
    path: '/qualification-apply',
    lazy: page(() => import('../features/placeholders/QualificationApplyPage.tsx')),
    handle: handle({ title: '资质申请' }),
  },
  {
    path: '/404',
    lazy: page(() => import('../features/errors/NotFoundPage.tsx')),
    handle: handle({ title: '页面不存在' }),
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const router = createBrowserRouter(routes);
