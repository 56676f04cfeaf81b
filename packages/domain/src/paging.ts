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

export interface PagedResult<T> {
  totalCount: number;
  items: T[];
}

/** The client's paging convention: a page number becomes an offset unless rawPage is set. */
export function pageToSkipCount(page: number, pageSize: number): number {
  return Math.max(0, (page - 1) * pageSize);
}
