import { type Selectable, sql } from 'kysely';
import type { GameCategory } from '../../../src/core/contract/games';
import type { Db } from '../database';
import type { VendorsTable } from '../vendors/tables';
import { shownCategory } from './categories';

export type CatalogueVendor = Selectable<VendorsTable>;

/** One game as the lists need it, with its vendor and its names in every language. */
export interface CatalogueGame {
  readonly code: string;
  readonly vendor: CatalogueVendor;
  /** The category the game is filed under, and the one it is shown in (the cockfight rule). */
  readonly gameType: string;
  readonly category: GameCategory;
  readonly gameClassify: string;
  readonly isGame: 'GAME' | 'VASSALAGE';
  readonly parentCode: string | null;
  readonly defaultPlayType: string | null;
  readonly minBet: number;
  readonly lines: number;
  readonly isNew: boolean;
  readonly isHot: boolean;
  readonly maintenance: boolean;
  readonly realAccountOnly: boolean;
  /** Order inside the vendor. */
  readonly sort: number;
  /** Place in the database's order of codes, which breaks ties as the database would. */
  readonly codeRank: number;
  /** Name by language, and the stored search form of each (lower case, no accents). */
  readonly names: ReadonlyMap<string, string>;
  readonly searchNames: ReadonlyMap<string, string>;
}

/** The whole catalogue at one version; never changed once built. */
export interface Catalogue {
  readonly version: number;
  /** Every game, sub-games included, in lobby order: vendor order, then the vendor's own order. */
  readonly games: readonly CatalogueGame[];
  readonly byCode: ReadonlyMap<string, CatalogueGame>;
  /** The sub-games of each VASSALAGE game, in their order. */
  readonly subGames: ReadonlyMap<string, readonly CatalogueGame[]>;
  /** Every vendor in display order, with or without games. */
  readonly vendors: readonly CatalogueVendor[];
}

/** The version query, built once: it runs before every answer. */
function versionReader(db: Db): () => Promise<number> {
  const query = db.selectFrom('catalogue_version').select('version').compile();
  return async () => {
    const { rows } = await db.executeQuery(query);
    return Number(rows[0]!.version);
  };
}

/** A games row as the loading query spells it. */
interface GameRow {
  code: string;
  vendor_code: string;
  game_type: string;
  game_classify: string;
  is_game: 'GAME' | 'VASSALAGE';
  parent_code: string | null;
  default_play_type: string | null;
  min_bet_minor: number;
  lines: number;
  is_new: boolean;
  is_hot: boolean;
  maintenance: boolean;
  real_account_only: boolean;
  sort: number;
  code_rank: number;
}
type NameRow = [gameCode: string, language: string, name: string, nameLower: string];

/**
 * Reads the catalogue in one repeatable-read transaction, so its version names exactly its
 * rows. Games and names come back as one JSON text each: far quicker to hand over and parse
 * than tens of thousands of rows.
 */
async function loadCatalogue(db: Db): Promise<Catalogue> {
  const loaded = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const version = await versionReader(trx)();
      const vendors = await trx.selectFrom('vendors').selectAll().orderBy('sort').execute();
      const { rows } = await sql<{ games: string | null; names: string | null }>`SELECT
        (SELECT json_agg(g ORDER BY g.vendor_sort, g.sort, g.code)::text FROM (
          SELECT g.code, g.vendor_code, g.game_type, g.game_classify, g.is_game, g.parent_code,
            g.default_play_type, g.min_bet_minor, g.lines, g.is_new, g.is_hot, g.maintenance,
            g.real_account_only, g.sort, v.sort AS vendor_sort,
            row_number() OVER (ORDER BY g.code) AS code_rank
          FROM games g JOIN vendors v ON v.code = g.vendor_code) g) AS games,
        (SELECT json_agg(json_build_array(game_code, language, name, name_lower))::text
          FROM game_names) AS names`.execute(trx);
      return { version, vendors, games: rows[0]!.games, names: rows[0]!.names };
    });
  const gameRows: GameRow[] = JSON.parse(loaded.games ?? '[]');
  const nameRows: NameRow[] = JSON.parse(loaded.names ?? '[]');

  const names = new Map<string, Map<string, string>>();
  const searchNames = new Map<string, Map<string, string>>();
  for (const [gameCode, language, name, nameLower] of nameRows) {
    const shown = names.get(gameCode) ?? new Map<string, string>();
    shown.set(language, name);
    names.set(gameCode, shown);
    const searched = searchNames.get(gameCode) ?? new Map<string, string>();
    searched.set(language, nameLower);
    searchNames.set(gameCode, searched);
  }
  const vendorByCode = new Map(loaded.vendors.map((vendor) => [vendor.code, vendor]));
  const none = new Map<string, string>();
  const games = gameRows.map(
    (row): CatalogueGame => ({
      code: row.code,
      vendor: vendorByCode.get(row.vendor_code)!,
      gameType: row.game_type,
      category: shownCategory(row.vendor_code, row.game_type),
      gameClassify: row.game_classify,
      isGame: row.is_game,
      parentCode: row.parent_code,
      defaultPlayType: row.default_play_type,
      minBet: Number(row.min_bet_minor),
      lines: row.lines,
      isNew: row.is_new,
      isHot: row.is_hot,
      maintenance: row.maintenance,
      realAccountOnly: row.real_account_only,
      sort: row.sort,
      codeRank: Number(row.code_rank),
      names: names.get(row.code) ?? none,
      searchNames: searchNames.get(row.code) ?? none,
    }),
  );
  const subGames = new Map<string, CatalogueGame[]>();
  for (const game of games) {
    if (game.parentCode === null) continue;
    const siblings = subGames.get(game.parentCode) ?? [];
    siblings.push(game);
    subGames.set(game.parentCode, siblings);
  }
  for (const list of subGames.values()) list.sort((a, b) => a.sort - b.sort || a.codeRank - b.codeRank);
  return {
    version: loaded.version,
    games,
    byCode: new Map(games.map((game) => [game.code, game])),
    subGames,
    vendors: loaded.vendors,
  };
}

/**
 * The catalogue held in memory, so the public lists are answered without reading it from the
 * database on every call (the embedded database runs every query on the server's one thread).
 * Each call still compares the database's catalogue version with the one held, so a change
 * made before the call shows in its answer; the calls that arrive in one turn of the event
 * loop share one comparison. A change loads the catalogue again, one load at a time, while
 * calls that compared before the change keep reading the catalogue they were given.
 */
export class CatalogueSnapshot {
  private held: Catalogue | null = null;
  private loading: Promise<Catalogue> | null = null;
  private nextCheck: Promise<number> | null = null;
  private readonly readVersion: () => Promise<number>;

  constructor(private readonly db: Db) {
    this.readVersion = versionReader(db);
  }

  /** The catalogue at least as new as the database's when this is called. */
  async latest(): Promise<Catalogue> {
    const version = await this.currentVersion();
    let held = this.held;
    while (!held || held.version < version) held = await this.load();
    return held;
  }

  /**
   * The database's catalogue version, read by a query sent after this call (so after any
   * change this call must see), shared with every call made before it is sent.
   */
  private currentVersion(): Promise<number> {
    this.nextCheck ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.nextCheck = null;
      return this.readVersion();
    });
    return this.nextCheck;
  }

  private load(): Promise<Catalogue> {
    this.loading ??= loadCatalogue(this.db)
      .then((loaded) => {
        if (!this.held || loaded.version > this.held.version) this.held = loaded;
        return this.held;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
