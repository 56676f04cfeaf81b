import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { shortUrls } from '../../db/schema/index.ts';

export class ShortUrlRepository {
  constructor(private readonly db: Db) {}

  async codeFor(tenantId: string, longUrl: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ code: shortUrls.code })
      .from(shortUrls)
      .where(and(eq(shortUrls.tenantId, tenantId), eq(shortUrls.longUrl, longUrl)));
    return row?.code;
  }

  /** False when the code (or this tenant's long address) is taken already. */
  async insert(row: { code: string; tenantId: string; userId: string; longUrl: string }): Promise<boolean> {
    const inserted = await this.db
      .insert(shortUrls)
      .values(row)
      .onConflictDoNothing()
      .returning({ code: shortUrls.code });
    return inserted.length === 1;
  }

  async longUrlOf(code: string): Promise<string | undefined> {
    const [row] = await this.db.select({ longUrl: shortUrls.longUrl }).from(shortUrls).where(eq(shortUrls.code, code));
    return row?.longUrl;
  }
}
