import type { Generated } from 'kysely';
import type { BigintAsNumber } from '../../db/column-types';

export interface MissionsTable {
  id: Generated<number>;
  code: string;
  title: string;
  goal: 'valid_bets' | 'deposits' | 'wins' | 'days_played';
  target: BigintAsNumber;
  reward_minor: BigintAsNumber;
  /** Lucky-wheel spins a claim gives besides the money (0 for none). */
  reward_spins: number;
  period: 'daily' | 'weekly' | 'semimonthly' | 'monthly';
  enabled: boolean;
  sort: number;
}

export interface MissionEntriesTable {
  mission_id: number;
  member_id: number;
  period_start: Date;
  joined_at: Date;
  claimed_at: Date | null;
  transfer_id: number | null;
}

export interface MissionTables {
  missions: MissionsTable;
  mission_entries: MissionEntriesTable;
}
