import type { Migration } from 'kysely';
import { tableNames } from '../module';
import type { VendorTables } from './tables';

export const tables = tableNames<VendorTables>()(['vendors']);

export const migrations: Record<string, Migration> = {};
