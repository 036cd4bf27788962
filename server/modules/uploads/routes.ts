import type { FastifyInstance } from 'fastify';
import { headers } from '../../../src/core/contract';
import { UPLOAD_READ_PATH } from '../../../src/core/contract/endpoint';
import { fail } from '../../http/envelope';
import { rowIdOf } from '../../http/row-id';
import type { ServerContext } from '../context';
import { ownUpload, sendUpload } from './access';

/** Where a member reads back one of their uploads (with their session token, like every call). */
export const UPLOAD_PATH = UPLOAD_READ_PATH;

export function uploadRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { uploadId: string } }>(UPLOAD_PATH, async (request, reply) => {
    const token = request.headers[headers.token.toLowerCase()];
    const session = await ctx.sessions.authenticate(typeof token === 'string' ? token : undefined);
    if (session.mustChangePassword) fail('PASSWORD_CHANGE_REQUIRED');
    const uploadId = rowIdOf(request.params.uploadId);
    if (uploadId === null) fail('NOT_FOUND');
    return sendUpload(reply, await ownUpload(ctx.db, session.memberId, uploadId));
  });
}
