import { CommittedEvents } from '../../db/after-commit';

/**
 * The members whose money a transfer moved, heard once the transfer has committed (never for one rolled back):
 * the live channel pushes their new balances from here.
 */
export const committedMoves = new CommittedEvents<{ memberIds: number[] }>();
