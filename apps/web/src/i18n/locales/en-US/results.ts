import type { Translation } from '../../translation.ts';
import type { results as zh } from '../zh-CN/results.ts';

/** The results screens' words in English (en-US). */
export const results: Translation<typeof zh> = {
  list: {
    title: 'Publish results',
    time: 'Distribution time',
    platforms: 'Target platforms',
    totalCount: 'Total count',
    progress: 'Progress',
    succeeded: 'Succeeded: {{n}}',
    failed: 'Failed: {{n}}',
    operator: 'Operator',
    action: 'Action',
    view: 'View',
    empty: 'No publish records yet',
    total: 'Total {{n}}',
  },
  details: {
    title: 'Publish result details',
    all: 'All',
    succeeded: 'Published',
    failed: 'Publish failed',
    publishing: 'Publishing',
    goods: 'Product info',
    price: 'Distribution price',
    stock: 'Stock total',
    shop: 'Target shop',
    progress: 'Progress',
    action: 'Action',
    republish: 'Republish',
    viewOnPlatform: 'View on platform',
    searchPlaceholder: 'Please enter the product name',
    search: 'Search',
    clear: 'Clear',
    reasons: 'Failure reasons ({{n}} in all)',
    republishAllFailed: 'Republish all failures',
    unknownReason: 'Unknown reason',
    empty: 'No data',
    total: 'Total {{n}}',
  },
};
