/** Fan-out channel announcing a session that ended (its token hash) or a member's sessions that all did. */
export const SESSION_CHANGES_CHANNEL = 'sessions:changed';

export type SessionChange = { tokenHash: string } | { memberId: number };
