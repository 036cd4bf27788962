import type { Insertable } from 'kysely';
import { COCKFIGHT_CODES } from '../../../src/core/contract/games';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../database';
import { CATALOGUE_LANGUAGES, searchForm } from './catalogue-language';
import {
  type Adjective,
  adjectiveName,
  adjectives,
  bingoFamilies,
  boardFamilies,
  fishHeads,
  hallHeads,
  liveAdjectives,
  liveFamilies,
  type Names,
  type Noun,
  ofName,
  plainName,
  pvpFamilies,
  seaThemes,
  slotHeads,
  suffixes,
  themes,
  withSuffix,
} from './seed-words';
import type { GameEngine, GameNamesTable, GameRoomsTable, GamesTable } from './tables';

/** How many games a new database gets unless told otherwise. */
export const DEFAULT_CATALOGUE_SIZE = 10_000;

export interface CatalogueOptions {
  /** Games in the catalogue, sub-games and one-game vendor lobbies included (about; tiny sizes round up). */
  size: number;
}

/** The vendor fields the catalogue is built from. */
export interface CatalogueVendor {
  code: string;
  display_name: string;
  game_type: string;
  game_classify: string;
  is_hot: boolean;
  sort: number;
}

export interface Catalogue {
  games: Insertable<GamesTable>[];
  names: GameNamesTable[];
  rooms: Insertable<GameRoomsTable>[];
}

/** mulberry32: a small seeded generator, so every start builds the same catalogue. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: each vendor draws from its own stream, so adding a vendor leaves the others' games as they were. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

class Draw {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.next() * total;
    for (const [item, weight] of items) {
      point -= weight;
      if (point < 0) return item;
    }
    return items[items.length - 1]![0];
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

type Kind = 'SLOT' | 'BGS' | 'BINGO' | 'FISH' | 'LIVE' | 'PVP';

/** Share of the catalogue per vendor of each kind (a slot vendor carries most games). */
const KIND_WEIGHT: Record<Kind, number> = { SLOT: 24, BGS: 8, BINGO: 6, FISH: 5, LIVE: 4, PVP: 3 };
const HOT_VENDOR_FACTOR = 1.25;
/** Enough for a VASSALAGE hall with its smallest set of sub-games and a few games of its own. */
const MIN_VENDOR_GAMES = 8;
const NEW_SHARE = 0.04;
const HOT_SHARE = 0.03;

const MIN_BETS: Record<Kind | 'LOBBY', (readonly [number, number])[]> = {
  SLOT: [
    [100, 5],
    [200, 3],
    [500, 2],
    [1000, 1],
  ],
  BGS: [
    [100, 3],
    [200, 2],
    [500, 1],
  ],
  BINGO: [
    [100, 3],
    [200, 2],
    [500, 1],
  ],
  FISH: [
    [100, 3],
    [200, 2],
    [500, 1],
  ],
  LIVE: [
    [200, 2],
    [500, 3],
    [1000, 2],
  ],
  PVP: [
    [100, 2],
    [200, 2],
    [500, 2],
    [1000, 1],
  ],
  LOBBY: [[100, 1]],
};
const SLOT_LINES: (readonly [number, number])[] = [
  [1, 1],
  [5, 2],
  [9, 2],
  [10, 3],
  [15, 2],
  [20, 5],
  [25, 4],
  [30, 2],
  [40, 2],
  [50, 3],
  [243, 3],
];

function kindOf(vendor: CatalogueVendor): Kind | 'LOBBY' | null {
  switch (vendor.game_type) {
    case 'RNG':
      return vendor.game_classify === 'BGS' || vendor.game_classify === 'BINGO'
        ? vendor.game_classify
        : 'SLOT';
    case 'FISH':
    case 'LIVE':
    case 'PVP':
      return vendor.game_type;
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'LOBBY';
    default:
      // Lottery vendors get their games with the lottery.
      return null;
  }
}

const engineOf = (kind: Kind | 'LOBBY'): GameEngine =>
  kind === 'SLOT' || kind === 'BGS' || kind === 'BINGO' || kind === 'FISH' ? 'slot' : 'roulette';

/** Splits `total` over weights by largest remainder, each share at least `minimum`. */
function apportion(total: number, weights: number[], minimum: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares.map((share) => Math.max(share, minimum));
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Names the whole catalogue keeps unique (in English; the translations follow the same words). */
class NameBook {
  private readonly used = new Set<string>();

  /** The first draw not taken yet, else the last draw numbered until free. */
  unique(draw: () => Names, attempts = 12): Names {
    let names = draw();
    for (let i = 1; i < attempts && this.used.has(names.en); i++) names = draw();
    for (let n = 2; this.used.has(names.en); n++) {
      const numbered = withSuffix(names, String(n));
      if (!this.used.has(numbered.en)) names = numbered;
    }
    this.used.add(names.en);
    return names;
  }

  take(names: Names): Names {
    this.used.add(names.en);
    return names;
  }
}

/** A themed name: "Golden Dragon", "Dragon Fortune", now and then a series ending. */
function themedName(draw: Draw, heads: Noun[], subjects: Noun[], adjectiveList: Adjective[]): Names {
  const singularHeads = heads.filter((head) => !head.es.plural);
  const names = draw.chance(0.45)
    ? adjectiveName(
        draw.pick(adjectiveList),
        draw.chance(0.6) ? draw.pick(subjects) : draw.pick(singularHeads),
      )
    : ofName(draw.pick(heads), draw.pick(subjects));
  return draw.chance(0.22) ? withSuffix(names, draw.pick(suffixes)) : names;
}

/** A named game family: "Mahjong", "Royal Mahjong", "Dragon Mahjong", "Mahjong Deluxe". */
function familyName(draw: Draw, families: Noun[]): Names {
  const family = draw.pick(families);
  const roll = draw.next();
  if (roll < 0.2) return plainName(family);
  if (roll < 0.55) return adjectiveName(draw.pick(adjectives), family);
  if (roll < 0.85) return ofName(family, draw.pick(themes));
  return withSuffix(plainName(family), draw.pick(suffixes));
}

function nameFor(kind: Exclude<Kind, 'LIVE'>, draw: Draw): Names {
  switch (kind) {
    case 'SLOT':
      return themedName(draw, slotHeads, themes, adjectives);
    case 'FISH':
      return themedName(draw, fishHeads, seaThemes, adjectives);
    case 'BGS':
      return familyName(draw, boardFamilies);
    case 'BINGO':
      return familyName(draw, bingoFamilies);
    case 'PVP':
      return familyName(draw, pvpFamilies);
  }
}

/** Live tables: "Speed Baccarat 3", numbered per vendor and family. */
class LiveTables {
  private readonly counters = new Map<string, number>();

  next(draw: Draw, family = draw.weighted(liveFamilies.map((item, index) => [item, index < 2 ? 4 : 1]))) {
    const base = draw.chance(0.5)
      ? adjectiveName(draw.pick(liveAdjectives), family.noun)
      : plainName(family.noun);
    const count = (this.counters.get(base.en) ?? 0) + 1;
    this.counters.set(base.en, count);
    return { names: withSuffix(base, String(count)), playType: family.key };
  }
}

interface Built {
  game: Insertable<GamesTable>;
  names: Names;
}

/** Which vendors host the VASSALAGE halls: live, slot and board vendors in turn. */
function hallHosts(vendors: CatalogueVendor[], halls: number): Map<string, number> {
  const byKind = (kind: Kind) => vendors.filter((vendor) => kindOf(vendor) === kind);
  const lanes = [byKind('LIVE'), byKind('SLOT'), byKind('BGS')];
  const order: CatalogueVendor[] = [];
  for (let i = 0; lanes.some((lane) => i < lane.length); i++)
    for (const lane of lanes) if (i < lane.length) order.push(lane[i]!);
  const hosts = new Map<string, number>();
  for (let i = 0; i < halls && order.length > 0; i++) {
    const vendor = order[i % order.length]!;
    hosts.set(vendor.code, (hosts.get(vendor.code) ?? 0) + 1);
  }
  return hosts;
}

/**
 * The catalogue for a vendor list: about `size` games over the RNG (slot, board, bingo),
 * fishing, live and PvP vendors, one lobby game per sports, e-sports and cockfight vendor,
 * none for lottery vendors; VASSALAGE halls with 4–12 sub-games; 3–5 rooms per PvP vendor.
 * The same vendors and size always give the same catalogue.
 */
export function buildCatalogue(vendorList: CatalogueVendor[], size: number): Catalogue {
  const vendors = [...vendorList].sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
  const lobbies = vendors.filter((vendor) => kindOf(vendor) === 'LOBBY');
  const listed = vendors.filter((vendor) => {
    const kind = kindOf(vendor);
    return kind !== null && kind !== 'LOBBY';
  });
  const shares = apportion(
    Math.max(0, size - lobbies.length),
    listed.map((vendor) => KIND_WEIGHT[kindOf(vendor) as Kind] * (vendor.is_hot ? HOT_VENDOR_FACTOR : 1)),
    MIN_VENDOR_GAMES,
  );
  const hosts = hallHosts(listed, Math.max(3, Math.round(size / 500)));
  const book = new NameBook();
  const built: Built[] = [];

  for (const vendor of lobbies) {
    const draw = new Draw(generator(seedOf(vendor.code)));
    built.push({
      game: baseRow(vendor, 'LOBBY', `${vendor.code}-0001`, 0, draw),
      names: book.take({
        en: vendor.display_name,
        es: vendor.display_name,
        pt: vendor.display_name,
        ty: vendor.display_name,
      }),
    });
  }

  listed.forEach((vendor, index) => {
    built.push(...vendorGames(vendor, shares[index]!, hosts.get(vendor.code) ?? 0, book));
  });

  markMaintenance(built, size);
  const rooms = vendors
    .filter((vendor) => kindOf(vendor) === 'PVP')
    .flatMap((vendor) => roomsOf(vendor, built));
  return {
    games: built.map((item) => item.game),
    names: built.flatMap((item) =>
      CATALOGUE_LANGUAGES.map((language) => ({
        game_code: item.game.code,
        language,
        name: item.names[language],
        name_lower: searchForm(item.names[language]),
      })),
    ),
    rooms,
  };
}

function baseRow(
  vendor: CatalogueVendor,
  kind: Kind | 'LOBBY',
  code: string,
  sort: number,
  draw: Draw,
): Insertable<GamesTable> {
  return {
    code,
    vendor_code: vendor.code,
    game_type: vendor.game_type,
    game_classify: COCKFIGHT_CODES.includes(vendor.code as never) ? 'COCKFIGHT' : vendor.game_classify,
    is_game: 'GAME',
    parent_code: null,
    default_play_type: null,
    engine: engineOf(kind),
    min_bet_minor: draw.weighted(MIN_BETS[kind]),
    lines: kind === 'SLOT' ? draw.weighted(SLOT_LINES) : 0,
    is_new: false,
    is_hot: false,
    maintenance: false,
    real_account_only: kind === 'LIVE' || kind === 'PVP',
    sort,
  };
}

/** One vendor's games: its live lobby table first, then its games with its halls among them. */
function vendorGames(vendor: CatalogueVendor, share: number, halls: number, book: NameBook): Built[] {
  const kind = kindOf(vendor) as Kind;
  const draw = new Draw(generator(seedOf(vendor.code)));
  const live = new LiveTables();
  const rows: Built[] = [];
  let sort = 0;
  const game: MakeGame = (names, playType = null, tagged = true) => {
    const row = {
      ...baseRow(vendor, kind, `${vendor.code}-${pad(sort + 1, 4)}`, sort, draw),
      default_play_type: playType,
    };
    row.is_new = tagged && draw.chance(NEW_SHARE);
    row.is_hot = tagged && draw.chance(HOT_SHARE);
    sort += 1;
    return { game: row, names };
  };

  let left = share;
  if (kind === 'LIVE') {
    // The vendor card in the navigation opens this table.
    const name = vendor.display_name;
    const names = { en: `${name} Lobby`, es: `Lobby ${name}`, pt: `Lobby ${name}`, ty: `Lobby ${name}` };
    rows.push(game(book.take(names), null, false));
    left -= 1;
  }
  const hallSizes: number[] = [];
  for (let i = 0; i < halls; i++) {
    const subGames = Math.min(draw.int(4, 12), left - 3);
    if (subGames < 4) break;
    hallSizes.push(subGames);
    left -= 1 + subGames;
  }
  // Halls sit among the vendor's games, not all at the top.
  const slots: (number | null)[] = Array.from({ length: left }, () => null);
  for (const subGames of hallSizes) slots.splice(draw.int(0, slots.length), 0, subGames);
  for (const subGames of slots) {
    if (subGames !== null) {
      rows.push(...hall(kind, subGames, game, draw, live, book));
    } else if (kind === 'LIVE') {
      const table = live.next(draw);
      rows.push(game(table.names, table.playType));
    } else {
      rows.push(game(book.unique(() => nameFor(kind, draw))));
    }
  }
  return rows;
}

type MakeGame = (names: Names, playType?: string | null, tagged?: boolean) => Built;

/** A VASSALAGE game and its sub-games, named after one theme or one table family. */
function hall(
  kind: Kind,
  subGames: number,
  game: MakeGame,
  draw: Draw,
  live: LiveTables,
  book: NameBook,
): Built[] {
  const head = draw.pick(hallHeads);
  let parentNames: Names;
  let subName: (index: number) => { names: Names; playType: string | null };
  if (kind === 'LIVE') {
    const family = draw.pick(liveFamilies);
    parentNames = ofName(head, family.noun);
    subName = () => live.next(draw, family);
  } else if (kind === 'BGS' || kind === 'BINGO') {
    const family = draw.pick(kind === 'BGS' ? boardFamilies : bingoFamilies);
    parentNames = ofName(head, family);
    const variants = [...adjectives];
    subName = (index) => ({
      names: book.unique(() => adjectiveName(variants[(index * 7) % variants.length]!, family)),
      playType: null,
    });
  } else {
    const theme = draw.pick(themes);
    parentNames = ofName(head, theme);
    subName = (index) => ({
      names: book.unique(() => ofName(slotHeads[(index * 5) % slotHeads.length]!, theme)),
      playType: null,
    });
  }
  const parent = game(
    book.unique(() => parentNames),
    null,
    false,
  );
  parent.game.is_game = 'VASSALAGE';
  const rows = [parent];
  for (let index = 0; index < subGames; index++) {
    const { names, playType } = subName(index);
    rows.push({
      names,
      game: {
        ...parent.game,
        code: `${parent.game.code}-${pad(index + 1, 2)}`,
        is_game: 'GAME',
        parent_code: parent.game.code,
        default_play_type: playType,
        lines: kind === 'SLOT' ? draw.weighted(SLOT_LINES) : 0,
        is_new: false,
        is_hot: false,
        sort: index,
      },
    });
  }
  return rows;
}

/** A handful of ordinary games under maintenance (never a vendor's lobby table or a hall). */
function markMaintenance(built: Built[], size: number): void {
  const candidates = built.filter(
    ({ game }) => game.is_game === 'GAME' && !game.parent_code && game.sort !== 0 && game.engine === 'slot',
  );
  const count = Math.min(candidates.length, Math.max(2, Math.round(size / 1000)));
  const draw = new Draw(generator(seedOf('maintenance')));
  for (let marked = 0; marked < count; ) {
    const item = draw.pick(candidates);
    if (item.game.maintenance) continue;
    item.game.maintenance = true;
    marked += 1;
  }
}

const SEATS = [4, 6, 9];
const ROOM_STAKES = [1, 2, 5, 10, 20];

/** 3–5 rooms per PvP vendor, each on one of its games, with rising stakes. */
function roomsOf(vendor: CatalogueVendor, built: Built[]): Insertable<GameRoomsTable>[] {
  const games = built.filter(
    ({ game }) =>
      game.vendor_code === vendor.code && game.is_game === 'GAME' && !game.parent_code && !game.maintenance,
  );
  if (games.length === 0) return [];
  const draw = new Draw(generator(seedOf(`${vendor.code}:rooms`)));
  const count = Math.min(games.length, draw.int(3, 5));
  const start = draw.int(0, games.length - 1);
  return Array.from({ length: count }, (_, index) => {
    const { game, names } = games[(start + index) % games.length]!;
    return {
      room_id: `${vendor.code}-R${index + 1}`,
      vendor_code: vendor.code,
      game_code: game.code,
      name: `${names.en} · ${index + 1}`,
      min_bet_minor: Number(game.min_bet_minor) * ROOM_STAKES[index % ROOM_STAKES.length]!,
      seats: draw.pick(SEATS),
      sort: index,
    };
  });
}

const BATCH_ROWS = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) await insert(rows.slice(i, i + BATCH_ROWS));
}

/**
 * Fills an empty catalogue from the vendor list (one transaction, batched inserts); a
 * catalogue that already has games is left as it is. Answers how many games it inserted.
 */
export async function seedGamesIfMissing(db: Db, options: CatalogueOptions): Promise<number> {
  const existing = await db.selectFrom('games').select('code').limit(1).executeTakeFirst();
  if (existing) return 0;
  const vendors = await db
    .selectFrom('vendors')
    .select(['code', 'display_name', 'game_type', 'game_classify', 'is_hot', 'sort'])
    .execute();
  const catalogue = buildCatalogue(vendors, options.size);
  await inTransaction(db, async (trx) => {
    await insertInBatches(catalogue.games, (batch) => trx.insertInto('games').values(batch).execute());
    await insertInBatches(catalogue.names, (batch) => trx.insertInto('game_names').values(batch).execute());
    await insertInBatches(catalogue.rooms, (batch) => trx.insertInto('game_rooms').values(batch).execute());
  });
  return catalogue.games.length;
}
