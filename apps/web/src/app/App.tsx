import { MESSAGE_DURATION_SECONDS } from '@puhuo/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale as AntLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { MessageBridge } from '../api/feedback.ts';
import { SessionProvider } from '../features/auth/session/SessionProvider.tsx';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { ConnectionNotice } from './ConnectionNotice.tsx';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import { TenantSettingsSync } from './TenantSettingsSync.tsx';
import { stillTheme, theme } from './theme.ts';
import { useReducedMotion } from './useReducedMotion.ts';
import './global.css';

const ANT_LOCALES: Record<string, AntLocale> = { 'zh-CN': zhCN, 'en-US': enUS };

export function App() {
  const { i18n } = useTranslation();
  // a user who asked their system for less motion gets none
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={ANT_LOCALES[i18n.language] ?? zhCN}
      theme={reducedMotion ? stillTheme : theme}
      button={{ autoInsertSpace: false }}
    >
      <AntApp message={{ duration: MESSAGE_DURATION_SECONDS, maxCount: 3 }}>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>
          <ConnectionNotice />
          <AppErrorBoundary>
            <SessionProvider>
              <TenantSettingsSync />
              <RouterProvider router={router} />
            </SessionProvider>
          </AppErrorBoundary>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
