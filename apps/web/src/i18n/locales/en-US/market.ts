import type { Translation } from '../../translation.ts';
import type { market as zh } from '../zh-CN/market.ts';

/** The market screens' words in English (en-US). */
export const market: Translation<typeof zh> = {
  pages: {
    market: {
      title: 'Blue Ocean selection',
      note: 'Carefully selected suppliers · Dropshipping supported',
      heading: 'Blue Ocean selection · Good goods from the source',
      subheading: 'Carefully selected suppliers, dropshipping, one-click publishing to your shops',
    },
    market1688: {
      title: 'Selected 1688 sources',
      note: 'Order the 1688 buyer app to dropship in one click',
      heading: '1688 Selection',
      subheading: 'A vast range of 1688 source goods: order the buyer app and dropship single items',
    },
    distribution: {
      title: 'Dropshipping',
      note: 'Suppliers ship for you: no stock to hold, shipped as soon as you order',
    },
    hotSelling: {
      title: 'Hot ranking',
      note: 'The best sellers distributors everywhere are selling',
      sorting: 'By sales · Top 100',
    },
    newArrival: {
      title: 'New arrivals',
      note: 'The goods suppliers listed most recently',
      sorting: 'By listing time · Newest first',
    },
  },
  hero: {
    points: {
      factory: 'Direct from source factories',
      daifa: 'Dropshipping, shipped within 48 hours',
      publish: 'One-click publishing to shops on many platforms',
    },
  },
  categoryNav: {
    label: 'Goods categories',
    all: 'All',
    levels: { first: 'Category', second: 'Subcategory', third: 'Third-level category' },
  },
  sortBar: {
    label: 'Sort',
    sorts: { default: 'Overall', sales: 'Sales', newest: 'Newest' },
    price: 'Price',
    minPrice: 'Lowest price',
    maxPrice: 'Highest price',
    apply: 'OK',
    clearPrice: 'Clear price',
    total: '{{total}} goods in total',
  },
  grid: { loadFailed: 'Failed to load the goods', reload: 'Reload' },
  shell: {
    empty: 'No matching goods yet',
    emptyFiltered: 'No goods match the filters; try another category or price',
  },
  card: {
    invited: 'Invited',
    daifaPrice: 'Dropshipping price',
    wholesale: 'Wholesale ¥{{price}}',
    sold: 'Sold {{sales}}',
  },
  tenThousands: '{{value}} × 10,000',
  recent: {
    title: 'Recent purchases',
    empty:
      'No purchases yet. Once you place a purchase order, the goods you bought lately are listed here so you can buy them again.',
  },
  recommend: { custom: 'My recommended categories', default: 'Recommended categories', goodsCount: '{{number}} items' },
  tips: { label: 'App authorisation reminders', dismiss: 'Do not remind me again this session' },
  offerUrl: { view: 'View', loginFirst: 'Please log in before viewing 1688 goods' },
};
