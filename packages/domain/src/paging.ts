import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** ABP paging: skipCount is an offset, maxResultCount the page size (capped). */
export const pagedQuerySchema = z.object({
  skipCount: z.coerce.number().int().min(0).max(1_000_000).default(0),
  maxResultCount: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});
export type PagedQuery = z.infer<typeof pagedQuerySchema>;

/**
 * Page-number paging: the spec's rawPage calls (the collect list, the publish results) send a 1-based
 * page number in the field named `skipCount`. Their schemas use this field, and the server turns it into
 * rows to skip with pageToSkipCount.
 */
export const pageNumberInSkipCount = z.coerce.number().int().min(1).max(100_000).default(1);

export interface PagedResult<T> {
  totalCount: number;
  items: T[];
}

/** A 1-based page number as rows to skip (the client's convention, unless a call takes rawPage). */
export function pageToSkipCount(page: number, pageSize: number): number {
  return Math.max(0, (page - 1) * pageSize);
}
