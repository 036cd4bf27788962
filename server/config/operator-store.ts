import { readFileSync, statSync, writeFileSync } from 'node:fs';
import type { ColumnType, Kysely } from 'kysely';
import {
  defaultOperatorConfig,
  type OperatorConfig,
  type OperatorConfigSource,
  operatorConfigSchema,
} from './operator';

/** The operator's configuration every node reads (one row, id 1). */
export interface OperatorConfigTable {
  id: number;
  config: ColumnType<unknown, string, string>;
  version: number;
  updated_at: Date;
}

/** The tables the operator config store owns. */
export interface OperatorConfigTables {
  operator_config: OperatorConfigTable;
}

/** How often a node looks for a change, in its file and in the database. */
export const OPERATOR_CONFIG_POLL_MS = 500;

interface Seen {
  signature: string;
  mtimeMs: number;
}

/**
 * The operator's configuration, one copy for every node: the `operator_config` row. Each node
 * keeps the row's latest valid content in memory (answered synchronously by `current()`) and
 * looks for a newer version every 500 ms, so a switch made anywhere (maintenance on, say)
 * applies on every node within a second.
 *
 * DATA_DIR/operator.json stays the way to edit it: when a node sees its file change, it
 * writes the file into the row. At start a node writes its file only when the database has
 * no configuration yet or the file changed after the row did, so a node started with an
 * old file never undoes a newer switch. A file that does not parse is logged and ignored.
 */
export class OperatorConfigStore implements OperatorConfigSource {
  private config: OperatorConfig = defaultOperatorConfig;
  private version = -1;
  private seen: Seen | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> = Promise.resolve();

  private constructor(
    private readonly db: Kysely<OperatorConfigTables>,
    private readonly path: string,
    private readonly onError: (message: string) => void,
  ) {}

  /** Opens the store: creates the file with defaults when missing, brings the row up to date, starts polling. */
  static async open(
    db: Kysely<OperatorConfigTables>,
    path: string,
    onError: (message: string) => void = () => {},
  ): Promise<OperatorConfigStore> {
    const store = new OperatorConfigStore(db, path, onError);
    try {
      statSync(path);
    } catch {
      writeFileSync(path, `${JSON.stringify(defaultOperatorConfig, null, 2)}\n`);
    }
    await store.syncFile(true);
    await store.refresh();
    store.timer = setInterval(() => {
      store.polling = store.poll();
    }, OPERATOR_CONFIG_POLL_MS);
    store.timer.unref();
    return store;
  }

  current(): OperatorConfig {
    return this.config;
  }

  /** Stops polling (before the database closes). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.polling;
  }

  private async poll(): Promise<void> {
    try {
      await this.syncFile(false);
      await this.refresh();
    } catch (error) {
      this.onError(`operator config not refreshed: ${(error as Error).message}`);
    }
  }

  /** Writes the file into the row when it changed (at start: when it is newer than the row). */
  private async syncFile(starting: boolean): Promise<void> {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(this.path);
    } catch (error) {
      this.onError(`operator config file unreadable: ${(error as Error).message}`);
      return;
    }
    const signature = `${stat.mtimeMs}:${stat.size}`;
    if (signature === this.seen?.signature) return;
    this.seen = { signature, mtimeMs: stat.mtimeMs };
    let parsed: OperatorConfig;
    try {
      parsed = operatorConfigSchema.parse(JSON.parse(readFileSync(this.path, 'utf8')));
    } catch (error) {
      this.onError(`operator config not applied: ${(error as Error).message}`);
      return;
    }
    const row = await this.db
      .selectFrom('operator_config')
      .select(['version', 'updated_at'])
      .where('id', '=', 1)
      .executeTakeFirst();
    if (starting && row && row.updated_at.getTime() >= stat.mtimeMs) return;
    const content = JSON.stringify(parsed);
    await this.db
      .insertInto('operator_config')
      .values({ id: 1, config: content, version: 1, updated_at: new Date() })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          config: content,
          version: eb('operator_config.version', '+', 1),
          updated_at: new Date(),
        })),
      )
      .execute();
  }

  /** Applies the row when its version moved. */
  private async refresh(): Promise<void> {
    const row = await this.db
      .selectFrom('operator_config')
      .select(['version'])
      .where('id', '=', 1)
      .executeTakeFirst();
    if (!row || row.version === this.version) return;
    const full = await this.db
      .selectFrom('operator_config')
      .select(['version', 'config'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    this.version = full.version;
    try {
      const stored = typeof full.config === 'string' ? JSON.parse(full.config) : full.config;
      this.config = operatorConfigSchema.parse(stored);
    } catch (error) {
      // A row written by a newer node with fields this one refuses: keep the last good copy.
      this.onError(`operator config in the database not applied: ${(error as Error).message}`);
    }
  }
}
