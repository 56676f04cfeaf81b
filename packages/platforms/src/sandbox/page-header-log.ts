/** How many calls the page-header log keeps per platform (the oldest go first). */
const LOG_LIMIT = 500;

export interface PageHeaderEntry {
  /** the API called, e.g. pdd.goods.logistics.template.get */
  method: string;
  /** the shop the call was made for (its token's), when it carried one */
  shopId: string | null;
  pageCode: string | null;
  pati: string | null;
  /** the page code is one this sandbox gave to the calling app for that shop */
  pageCodeKnown: boolean;
  at: number;
}

/** The page headers the platforms' gateways received, newest last. */
export class PageHeaderLog {
  private readonly entries = new Map<string, PageHeaderEntry[]>();

  record(platform: string, entry: PageHeaderEntry): void {
    const list = this.entries.get(platform) ?? [];
    list.push(entry);
    if (list.length > LOG_LIMIT) list.splice(0, list.length - LOG_LIMIT);
    this.entries.set(platform, list);
  }

  list(platform: string): PageHeaderEntry[] {
    return [...(this.entries.get(platform) ?? [])];
  }
}
