import type { Migration } from 'kysely';
import { tableNames } from '../module';
import type { RoundTables } from './tables';

export const tables = tableNames<RoundTables>()(['rounds']);

export const migrations: Record<string, Migration> = {};
