import type { Database } from '../../db/database.ts';

/**
 * Tables a refused request may legitimately write. Keep this list small and say why: no other table
 * may see a row inserted, updated or deleted by a request the app refused.
 */
export const TABLES_REFUSALS_MAY_CHANGE: Record<string, string> = {
  login_attempts:
    'a password guess is counted before it is checked: the sixth within 15 minutes asks for the slide captcha',
  rate_limit_counters: 'every request to a limited route counts against its limits, refused or not',
  refresh_tokens: 'presenting a used refresh token again ends its session (theft detection)',
  sms_codes: 'a wrong SMS code counts an attempt against the code, which dies after a few',
  slide_captchas: 'a failed slide verification uses the captcha up',
};

export type WriteCounts = Map<string, number>;

/**
 * Counts every row written to every table of the app's schema, by a trigger installed on each table of
 * the test database: comparing the counts before and after a request tells exactly which tables it
 * wrote, at the cost of one small query (hashing every table's rows per request was 60 ms).
 */
export class DatabaseWrites {
  private constructor(private readonly database: Database) {}

  static async install(database: Database): Promise<DatabaseWrites> {
    await database.executeSql(
      'create table if not exists proof_write_counts (table_name text primary key, writes bigint not null)',
    );
    await database.executeSql(`
      create or replace function proof_count_write() returns trigger language plpgsql as $$
      begin
        insert into proof_write_counts values (TG_TABLE_NAME, 1)
          on conflict (table_name) do update set writes = proof_write_counts.writes + 1;
        return null;
      end $$`);
    const { rows } = await database.executeSql<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'proof_write_counts'`,
    );
    for (const { table_name: name } of rows) {
      if (name in TABLES_REFUSALS_MAY_CHANGE) continue;
      await database.executeSql(`drop trigger if exists proof_write on "${name}"`);
      await database.executeSql(
        `create trigger proof_write after insert or update or delete on "${name}" for each row execute function proof_count_write()`,
      );
    }
    return new DatabaseWrites(database);
  }

  async counts(): Promise<WriteCounts> {
    const { rows } = await this.database.executeSql<{ table_name: string; writes: string | number }>(
      'select table_name, writes from proof_write_counts',
    );
    return new Map(rows.map((r) => [r.table_name, Number(r.writes)]));
  }

  /** The tables written between two counts. */
  static changed(before: WriteCounts, after: WriteCounts): string[] {
    return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
  }
}
