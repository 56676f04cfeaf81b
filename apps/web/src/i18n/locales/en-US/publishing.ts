import type { Translation } from '../../translation.ts';
import type { publishing as zh } from '../zh-CN/publishing.ts';

/** The publishing screens' words in English (en-US). */
export const publishing: Translation<typeof zh> = {
  dialog: {
    title: 'Select shops to publish to',
    selectedGoods: 'Goods selected: {{count}}',
    listingNotice: 'Listing notice',
    cancel: 'Cancel',
    publishNow: 'List now',
    selectAll: 'Select all',
    refresh: 'Refresh',
    settings: 'Publish settings',
    authorizeShop: 'Authorize shop',
    noShops: 'No shops to publish to yet',
    addShop: 'Add shop',
    channelNotEnabled: 'Channel not enabled',
    restricted: 'Restricted from sale',
    iKnow: 'I know',
  },
  preflight: {
    title: 'Publish preview',
    note: "Calculated with each shop's publish settings, amounts in yuan; profit is estimated after platform fees",
    price: 'Price {{range}}',
    margin: 'Profit {{range}}',
    belowCost: '{{count}} goods priced below supply price plus platform fees (at a loss)',
    otherCategory:
      '{{count}} goods are not of the category the manual category is for; they will be published in their own categories',
    goodsCount: ' ({{count}} goods)',
    goSettings: 'Go to settings',
    skipShop: "Don't publish to this shop",
  },
  notice: {
    takedown:
      '1. Once listed, a good must not sell below the controlled price the supplier set, or it will be taken down.',
    monitoring:
      '2. Price control is monitored for 3 days: a good priced low is taken down when its orders do not exceed {{day1}} on day 1, {{day2}} on day 2 or {{day3}} on day 3.',
    reference:
      '3. The goods information brought over by publishing is for reference only; check the title, price, stock and other details before listing.',
  },
  banner: {
    message: 'You have not enabled message reminders, so publish results cannot be notified to you',
    enable: 'Enable now',
  },
};
