import type { Translation } from '../../translation.ts';
import type { workbench as zh } from '../zh-CN/workbench.ts';

/** The workbench (its layout, menu and the market's enter-workbench popover) in English (en-US). */
export const workbench: Translation<typeof zh> = {
  title: 'Distribution workbench',
  menu: {
    label: 'Workbench menu',
    purchaseOrders: 'Purchase orders',
    listings: 'My listings',
    finance: 'My balance',
  },
  backToMarket: 'Back to the market',
  loginRequired: 'Log in to enter the workbench',
  login: 'Log in',
};
