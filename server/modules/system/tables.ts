/** The popup notices (type PU) each member has dismissed: a popup shows once per member. */
export interface NoticeDismissalsTable {
  member_id: number;
  announcement_id: number;
  dismissed_at: Date;
}

export interface SystemTables {
  notice_dismissals: NoticeDismissalsTable;
}
