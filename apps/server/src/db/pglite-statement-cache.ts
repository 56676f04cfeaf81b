import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/** How many named statements the database keeps; the least recently used is closed beyond it. */
const STATEMENTS_KEPT = 256;
/** How many not yet repeated statement texts are remembered (forgotten all at once beyond it). */
const TEXTS_REMEMBERED = 4_096;

interface NamedStatement {
  name: string;
  /** the parameters' types as the database inferred them at Parse, for their serialisers */
  paramTypes: number[];
}

/** PGlite's exclusive sections: the one its `query` takes, which also waits for an open transaction. */
interface ExclusiveSections {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

const { serialize } = protocol;

function concatenated(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    out.set(message, at);
    at += message.length;
  }
  return out;
}

/**
 * Drizzle's selects on PGlite, run as named statements kept by the database. PGlite's `query` sends
 * each statement as six messages, each a call into the database (Parse, Describe, Bind, Describe,
 * Execute, Sync), and parses and analyses the text every time: for a primary-key read that is three
 * quarters of its cost (0.16 ms of 0.2). A select seen a second time is parsed once under a name, and
 * from then on runs as one call (Bind, Describe, Execute, Sync), the way PostgreSQL drivers keep their
 * prepared statements. PostgreSQL plans each one as it does any prepared statement (`plan_cache_mode`
 * auto): for each call's values at first, then once for all calls when that plan is no dearer.
 *
 * Only selects outside a transaction take this path (a transaction's statements go through PGlite's
 * own, under its lock). A statement that fails here is forgotten and run again through `query`, which
 * then answers exactly as it always did: a select has no effect to double.
 */
export class PgliteStatementCache {
  private readonly statements = new Map<string, NamedStatement>();
  private readonly sightings = new Set<string>();
  /** names of statements dropped from the cache, closed with the next call */
  private readonly toClose: string[] = [];
  private nextName = 1;

  constructor(private readonly client: PGlite) {}

  /** PGlite's `query`, through a named statement when the select has been seen before. */
  async query<T>(text: string, params: unknown[] | undefined, options: QueryOptions | undefined): Promise<Results<T>> {
    if (!this.cacheable(text, options)) return this.client.query<T>(text, params, options);
    try {
      return await (this.client as unknown as ExclusiveSections)._runExclusiveTransaction(() =>
        this.client.runExclusive(() => this.runNamed<T>(text, params ?? [], options)),
      );
    } catch {
      this.forget(text);
      return this.client.query<T>(text, params, options);
    }
  }

  private cacheable(text: string, options: QueryOptions | undefined): boolean {
    if (options?.blob || options?.paramTypes || options?.serializers || !/^select\s/i.test(text)) return false;
    if (this.statements.has(text)) return true;
    if (this.sightings.has(text)) {
      this.sightings.delete(text);
      return true;
    }
    if (this.sightings.size >= TEXTS_REMEMBERED) this.sightings.clear();
    this.sightings.add(text);
    return false;
  }

  private async runNamed<T>(text: string, params: unknown[], options: QueryOptions | undefined) {
    const statement = this.statements.get(text) ?? (await this.prepare(text));
    // most recently used last: the first entry is the one to close when the cache is full
    this.statements.delete(text);
    this.statements.set(text, statement);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.client.serializers[statement.paramTypes[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.client.execProtocol(
      concatenated([
        ...this.toClose.splice(0).map((name) => serialize.close({ type: 'S', name })),
        serialize.bind({ statement: statement.name, values: values as string[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const [result] = parse.parseResults(messages, this.client.parsers, options);
    return result as Results<T>;
  }

  private async prepare(text: string): Promise<NamedStatement> {
    const name = `puhuo_s${this.nextName++}`;
    const { messages } = await this.client.execProtocol(
      concatenated([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (this.statements.size >= STATEMENTS_KEPT) {
      const [oldest] = this.statements.entries().next().value ?? [];
      if (oldest !== undefined) this.forget(oldest);
    }
    return statement;
  }

  private forget(text: string): void {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    this.toClose.push(statement.name);
  }
}
