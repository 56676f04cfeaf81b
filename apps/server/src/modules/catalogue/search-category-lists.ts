import type { SearchColumns } from './search-columns.ts';
import { Postings } from './search-postings.ts';

/**
 * The current goods of each category, at each of the three levels, ascending by ordinal: browsing
 * a category reads its goods instead of every good's columns. A good keeps its ordinal when only
 * its columns change; should its category change so (a category renamed to another's name, which
 * leaves the search text alone), the lists are rebuilt before the next browse.
 */
export class CategoryLists {
  private readonly byLevel = [new Map<number, Postings>(), new Map<number, Postings>(), new Map<number, Postings>()];
  private stale = true;

  /** Forgets the lists; they are built from the columns when next read. */
  invalidate(): void {
    this.stale = true;
  }

  /** Adds a good at a new ordinal, above every ordinal the lists hold. */
  add(columns: SearchColumns, ordinal: number): void {
    if (this.stale) return;
    const ids = [columns.category1[ordinal], columns.category2[ordinal], columns.category[ordinal]];
    ids.forEach((id, level) => {
      const lists = this.byLevel[level] as Map<number, Postings>;
      let list = lists.get(id as number);
      if (!list) {
        list = new Postings();
        lists.set(id as number, list);
      }
      list.add(ordinal);
    });
  }

  /** The goods of a category of level 1 to 3 (an empty list for a category without goods). */
  of(columns: SearchColumns, level: number, categoryId: number): Postings {
    if (this.stale) this.build(columns);
    return this.byLevel[level - 1]?.get(categoryId) ?? new Postings();
  }

  private build(columns: SearchColumns): void {
    for (const lists of this.byLevel) lists.clear();
    this.stale = false;
    for (let ordinal = 0; ordinal < columns.length; ordinal++) {
      if (columns.isCurrent(ordinal)) this.add(columns, ordinal);
    }
  }
}
