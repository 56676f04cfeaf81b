import type { zhCN } from './locales/zh-CN/index.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof zhCN;
    returnNull: false;
  }
}
