import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../../db/column-types';

export interface BrandSettingsTable {
  key: string;
  value: Json<unknown>;
}

export interface CountriesTable {
  country_code: string;
  country_dialing_code: string;
  name: string;
  sort: number;
}

/** An announcement's texts in one language. */
export interface AnnouncementText {
  title: string;
  content: string;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  type: string;
  group_name: string | null;
  title: string;
  content: string;
  image_path: string | null;
  link: string | null;
  start_time: Date;
  end_time: Date | null;
  sort: number;
  /** The texts in other languages, keyed by language code; title/content hold the base text. */
  translations: ColumnType<Record<string, AnnouncementText>, string | undefined, string>;
  /** A promotion announcement (PR): the promotion it presents and its category tab. */
  promotion_id: ColumnType<number | null, number | null | undefined, number | null>;
  category: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The popup notices (type PU) each member has dismissed: a popup shows once per member. */
export interface NoticeDismissalsTable {
  member_id: number;
  announcement_id: number;
  dismissed_at: Date;
}

export interface SystemTables {
  brand_settings: BrandSettingsTable;
  countries: CountriesTable;
  announcements: AnnouncementsTable;
  notice_dismissals: NoticeDismissalsTable;
}
