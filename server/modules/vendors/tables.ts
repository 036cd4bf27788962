import type { ColumnType } from 'kysely';

export interface VendorsTable {
  code: string;
  display_name: string;
  /** ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, COCKFIGHT, ESPORTS. */
  game_type: string;
  account_type_id: number;
  vassalage: string;
  /** The vendor wallet a transfer-mode player holds for this vendor (player_vendor:<wallet_code>). */
  wallet_code: string;
  is_hot: ColumnType<boolean, boolean | undefined, boolean>;
  sort: number;
  /** SLOT, BGS or BINGO for RNG vendors; the category name otherwise. */
  game_classify: ColumnType<string, string | undefined, string>;
  /** Bets straight from the main wallet (seamless single wallet), whatever the brand's wallet mode. */
  seamless: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface VendorTables {
  vendors: VendorsTable;
}
