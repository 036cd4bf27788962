import type { FastifyInstance } from 'fastify';
import { funds, MAX_PROOFS } from '../../../src/core/contract';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { route } from '../../http/route';
import { now, type ServerContext } from '../context';
import { storeUpload } from '../uploads/store';

/**
 * Proof that a matched deposit did not arrive: an image kept by the uploads module (which
 * checks its type, magic number, size and the member's quota); at most 3 per match, only while
 * the match is still open.
 */
export function proofRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, funds.uploadProof, async ({ query: { matchId }, bytes, contentType }, call) => {
    const memberId = call.session.memberId;
    return inTransaction(ctx.db, async (trx) => {
      const match = await trx
        .selectFrom('withdrawal_matches')
        .innerJoin('withdrawals', 'withdrawals.id', 'withdrawal_matches.withdrawal_id')
        .select(['withdrawal_matches.status', 'withdrawals.member_id'])
        .where('withdrawal_matches.id', '=', matchId)
        .forUpdate()
        .executeTakeFirst();
      if (!match || match.member_id !== memberId) fail('NOT_FOUND');
      if (!['awaiting_payment', 'paid', 'not_received'].includes(match.status)) fail('MATCH_NOT_OPEN');
      const count = await trx
        .selectFrom('withdrawal_proofs')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('match_id', '=', matchId)
        .executeTakeFirstOrThrow();
      if (Number(count.count) >= MAX_PROOFS) fail('TOO_MANY_PROOFS');
      const uploadId = await storeUpload(
        trx,
        { owner: memberId, purpose: 'withdrawal_proof', file: { bytes, contentType } },
        now(ctx),
      );
      const proof = await trx
        .insertInto('withdrawal_proofs')
        .values({ match_id: matchId, upload_id: uploadId, created_at: now(ctx) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { proofId: proof.id, proofCount: Number(count.count) + 1 };
    });
  });
}
