import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { categories } from '../../db/schema/index.ts';

/** The category tree (three levels) as listings and suggestions read it. */
export class CategoryRepository {
  constructor(private readonly db: Db) {}

  async categoryLevel(categoryId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ level: categories.level })
      .from(categories)
      .where(eq(categories.id, categoryId));
    return row?.level ?? null;
  }

  async allCategories() {
    return this.db.select().from(categories).orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
  }
}
