import { type PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { PgliteStatementCache } from './pglite-statement-cache.ts';

/**
 * The types whose values Drizzle's PGlite driver asks for as the database's text (it turns them into
 * its own values itself): it passes these parsers with every statement.
 */
const DRIZZLE_TEXT_TYPES = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);

const asText = (value: string) => value;

type Parsers = NonNullable<QueryOptions['parsers']>;

/** The client Drizzle is given: the part of PGlite it calls. */
type DrizzleClient = Pick<PGlite, 'query' | 'transaction'>;

/**
 * PGlite copies its map of every type's parser (318 with the array types) into a new object for each
 * statement that brings parsers of its own, and Drizzle brings some with every statement: that copy
 * cost 70 µs a statement, more than many statements take to run. Here the database's own map holds
 * Drizzle's parsers once, and Drizzle's statements go without theirs, so nothing is copied and Drizzle
 * reads the same values. Raw SQL (`executeSql`, the job queue) keeps PGlite's usual values (a timestamp
 * as a Date): it passes the parsers the map held before, as the `rawSqlOptions`.
 */
export function drizzleClientOf(client: PGlite): { drizzleClient: DrizzleClient; rawSqlOptions: QueryOptions } {
  const databaseParsers = (client as unknown as { parsers: Parsers }).parsers;
  const usualParsers: Parsers = {};
  for (const type of DRIZZLE_TEXT_TYPES) {
    const usual = databaseParsers[type];
    if (usual) usualParsers[type] = usual;
    databaseParsers[type] = asText;
  }
  // outside a transaction, a repeated select runs as a named statement (pglite-statement-cache.ts)
  const statements = new PgliteStatementCache(client);
  const query: DrizzleClient['query'] = (sql, params, options) =>
    statements.query(sql, params, withoutOwnParsers(options));
  const drizzleClient: DrizzleClient = {
    query,
    transaction: (callback) =>
      client.transaction((tx) =>
        callback({ ...tx, query: (sql, params, options) => tx.query(sql, params, withoutOwnParsers(options)) }),
      ),
  };
  return { drizzleClient, rawSqlOptions: { parsers: usualParsers } };
}

/** The options without Drizzle's parsers, which the database's map now holds; any other parser stays. */
function withoutOwnParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const type in parsers) if (!DRIZZLE_TEXT_TYPES.has(Number(type))) return options;
  const { parsers: _own, ...rest } = options;
  return rest;
}
