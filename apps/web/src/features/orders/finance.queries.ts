import { queryOptions } from '@tanstack/react-query';
import { financeApi } from './finance.api.ts';

const keys = { all: ['finance'] as const };

/** The balance and the money's movements, under one family a recharge refreshes. */
export const financeQueries = {
  all: () => keys.all,
  balance: () => queryOptions({ queryKey: [...keys.all, 'balance'] as const, queryFn: financeApi.balance }),
  entries: (page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...keys.all, 'entries', page, pageSize] as const,
      queryFn: () => financeApi.entries({ skipCount: (page - 1) * pageSize, maxResultCount: pageSize }),
      placeholderData: (previous) => previous,
    }),
};
