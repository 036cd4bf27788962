import type { FastifyInstance } from 'fastify';
import { headers, MAX_PROOF_BYTES, MAX_PROOFS, PROOF_UPLOAD_PATH } from '../../../src/core/contract';
import { now, type ServerContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { fail, success } from '../../http/envelope';
import { authenticate } from '../auth/sessions';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type the bytes really are (never trusting the header alone), or null. */
export function sniffImage(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/**
 * Proof that a matched deposit did not arrive: the raw image is the body (image/png or
 * image/jpeg, checked against its magic number), at most 5 MB (this route's own body limit)
 * and at most 3 per match, only while the match is still open.
 */
export function proofRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(['image/png', 'image/jpeg'], { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Querystring: { matchId?: string } }>(
      PROOF_UPLOAD_PATH,
      { bodyLimit: MAX_PROOF_BYTES },
      async (request, reply) => {
        const token = request.headers[headers.token.toLowerCase()];
        const session = await authenticate(ctx, typeof token === 'string' ? token : undefined);
        const matchId = Number(request.query.matchId);
        if (!Number.isSafeInteger(matchId) || matchId <= 0) {
          fail('INVALID_INPUT', null, { matchId: 'err_invalid_input' });
        }
        const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0 || sniffImage(bytes) !== declared) {
          fail('PROOF_INVALID');
        }
        const saved = await inTransaction(ctx.db, async (trx) => {
          const match = await trx
            .selectFrom('withdrawal_matches')
            .innerJoin('withdrawals', 'withdrawals.id', 'withdrawal_matches.withdrawal_id')
            .select(['withdrawal_matches.status', 'withdrawals.member_id'])
            .where('withdrawal_matches.id', '=', matchId)
            .forUpdate()
            .executeTakeFirst();
          if (!match || match.member_id !== session.memberId) fail('NOT_FOUND');
          if (!['awaiting_payment', 'paid', 'not_received'].includes(match.status)) fail('MATCH_NOT_OPEN');
          const count = await trx
            .selectFrom('withdrawal_proofs')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('match_id', '=', matchId)
            .executeTakeFirstOrThrow();
          if (Number(count.count) >= MAX_PROOFS) fail('TOO_MANY_PROOFS');
          const proof = await trx
            .insertInto('withdrawal_proofs')
            .values({
              match_id: matchId,
              content_type: declared,
              bytes,
              size: bytes.length,
              created_at: now(ctx),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return { proofId: proof.id, proofCount: Number(count.count) + 1 };
        });
        return reply.type('application/json; charset=utf-8').send(success(saved));
      },
    );
  });
}
