import type { Translation } from '../../translation.ts';
import type { distribution as zh } from '../zh-CN/distribution.ts';

/** The distribution screens' words in English (en-US). */
export const distribution: Translation<typeof zh> = {
  drawer: {
    title: 'Distribution list',
    selected: 'Selected {{chosen}}/{{max}}',
    delete: 'Delete',
    chooseShops: 'Choose shops to distribute',
    searchPlaceholder: 'Please enter the product name',
    tab: '{{label}} ({{goods}})',
    empty: 'The distribution list is empty',
    total: 'Total: {{total}}',
  },
  tabs: {
    totalCount: 'All',
    lanhaiCount: 'Blue-sea',
    alibabaCount: '1688',
    normalCount: 'Internal invite',
  },
  columns: {
    goods: 'Goods',
    invited: 'Internal invite',
    price: 'Dropshipping price',
    offline: 'Off the shelf',
    listedShops: 'Listed in',
    actions: 'Actions',
    confirmRemove: 'Remove from the distribution list?',
    remove: 'Delete',
  },
  publishComingSoon: 'Goods selected: {{goods}}. Distribution is coming soon',
};
