import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { platformCategories, platformCategoryFetches } from '../../db/schema/index.ts';

export interface CachedCategory {
  cId: string;
  parentId: string;
  name: string;
  isLeaf: boolean;
  level: number;
  parents: string[];
}

const COLUMNS = {
  cId: platformCategories.cId,
  parentId: platformCategories.parentId,
  name: platformCategories.name,
  isLeaf: platformCategories.isLeaf,
  level: platformCategories.level,
  parents: platformCategories.parents,
};

/** The category cache: each parent's children as last fetched from the platform. */
export class PlatformCategoryRepository {
  constructor(private readonly db: Db) {}

  async fetchedAt(station: number, parentId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ fetchedAt: platformCategoryFetches.fetchedAt })
      .from(platformCategoryFetches)
      .where(and(eq(platformCategoryFetches.station, station), eq(platformCategoryFetches.parentId, parentId)));
    return row?.fetchedAt ?? null;
  }

  async children(station: number, parentId: string): Promise<CachedCategory[]> {
    return this.db
      .select(COLUMNS)
      .from(platformCategories)
      .where(and(eq(platformCategories.station, station), eq(platformCategories.parentId, parentId)))
      .orderBy(asc(platformCategories.position));
  }

  async find(station: number, cId: string): Promise<CachedCategory | undefined> {
    const [row] = await this.db
      .select(COLUMNS)
      .from(platformCategories)
      .where(and(eq(platformCategories.station, station), eq(platformCategories.cId, cId)));
    return row;
  }

  /** Replaces a parent's children with a fresh answer of the platform. */
  async replaceChildren(station: number, parentId: string, children: CachedCategory[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(platformCategories)
        .where(and(eq(platformCategories.station, station), eq(platformCategories.parentId, parentId)));
      if (children.length > 0) {
        await tx
          .insert(platformCategories)
          .values(children.map((c, position) => ({ ...c, station, position })))
          .onConflictDoUpdate({
            target: [platformCategories.station, platformCategories.cId],
            // a category the platform moved under another parent
            set: {
              parentId: sql`excluded.parent_id`,
              name: sql`excluded.name`,
              isLeaf: sql`excluded.is_leaf`,
              level: sql`excluded.level`,
              parents: sql`excluded.parents`,
              position: sql`excluded.position`,
            },
          });
      }
      await tx
        .insert(platformCategoryFetches)
        .values({ station, parentId, fetchedAt: now })
        .onConflictDoUpdate({
          target: [platformCategoryFetches.station, platformCategoryFetches.parentId],
          set: { fetchedAt: now },
        });
    });
  }
}
