import { sql } from 'drizzle-orm';

/** a FROM of one row, for statements that only compute */
export const ONE_ROW = sql`(values (1)) as one`;

/** A PostgreSQL array literal of texts, for array columns passed through unnest as text. */
export function toArrayLiteral(items: readonly (string | number)[]): string {
  return `{${items.map((item) => `"${String(item).replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
