import type { Translation } from '../../translation.ts';
import type { collect as zh } from '../zh-CN/collect.ts';

/** The collect screens' words in English (en-US). */
export const collect: Translation<typeof zh> = {
  title: 'Favourites ({{total}})',
  searchPlaceholder: 'Please enter the product name',
  tabs: { all: 'All', invited: 'Invited', 'blue-ocean': 'Blue ocean', '1688': '1688' },
  empty: 'No favourite goods yet',
  columns: { goods: 'Goods', price: 'Supply price', action: 'Actions' },
  invited: 'Invited',
  offline: 'Off the shelf',
  uncollect: 'Remove',
  recollect: 'Add back',
  total: '{{total}} in total',
};
