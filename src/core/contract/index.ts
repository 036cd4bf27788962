/** The API contract: every call the elements make, declared once for client and server. */
export * as agents from './agents';
export * as auth from './auth';
export * from './date-range';
export * from './endpoint';
export * from './errors';
export * as funds from './funds';
export { MAX_PROOF_BYTES, MAX_PROOFS } from './funds';
export * as games from './games';
export * as member from './member';
export * as messages from './messages';
export * from './paging';
export * as play from './play';
export * as points from './points';
export * as promo from './promo';
export * as records from './records';
export * as system from './system';
export * as vip from './vip';
export * as wallet from './wallet';
