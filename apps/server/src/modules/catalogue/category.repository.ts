import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { categories } from '../../db/schema/index.ts';

/** The category tree (three levels) as listings and suggestions read it. */
export class CategoryRepository {
  constructor(private readonly db: Db) {}

  /** Every category's level (1 to 3). */
  async levels(): Promise<Map<number, number>> {
    const rows = await this.db.select({ id: categories.id, level: categories.level }).from(categories);
    return new Map(rows.map((row) => [row.id, row.level]));
  }

  async allCategories() {
    return this.db.select().from(categories).orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
  }
}
