import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { MessageBridge } from '../api/feedback.ts';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
}

/** Renders inside what the app mounts around every screen: antd's App (its toasts), the message bridge, queries. */
export function renderInApp(ui: ReactNode, queryClient: QueryClient = testQueryClient()) {
  const result = render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <AntApp>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
  return { ...result, queryClient };
}

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** The toasts (antd messages) on the page now, oldest first, with their kind as antd draws it. */
export function shownToasts(): { type: ToastType | undefined; text: string }[] {
  return [...document.querySelectorAll<HTMLElement>('.ant-message-notice')].map((notice) => {
    const kind = /\bant-message-(success|error|warning|info)\b/.exec(notice.innerHTML)?.[1] as ToastType | undefined;
    return { type: kind, text: notice.textContent ?? '' };
  });
}
