import type { Translation } from '../../translation.ts';
import type { search as zh } from '../zh-CN/search.ts';

/** The search screens' words in English (en-US). */
export const search: Translation<typeof zh> = {
  title: 'Search results for “{{keyword}}”',
  all: 'All goods',
  empty: 'No matching goods yet',
  notFound: {
    before: 'No goods found for “',
    after: '”',
    afterFiltered: '” that match the filters',
    trySearching: 'Try searching',
    suggestionCount: ' ({{total}} goods)',
    tryFilters: 'Try another category or price',
    tryKeyword: 'Try another keyword, or fewer words',
  },
  history: { label: 'Recent searches', clear: 'Clear' },
};
