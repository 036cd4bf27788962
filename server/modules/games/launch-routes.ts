import type { FastifyInstance } from 'fastify';
import { games, headers } from '../../../src/core/contract';
import { playLanguage } from '../../games/language';
import { route } from '../../http/route';
import { now, type ServerContext } from '../context';
import { launchAddress, prepareLaunch } from './launch';

/** The two launch calls: may I play this (step 1), then the game's address (step 2). */
export function launchRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, games.launchGame, async (input, call) =>
    prepareLaunch(
      ctx,
      call.session,
      input,
      playLanguage(input.language, call.request.headers[headers.language.toLowerCase()]),
      now(ctx),
    ),
  );

  route(app, ctx, games.launchAddress, async (input, call) =>
    launchAddress(ctx, {
      session: call.session,
      input,
      // The Language header carries the launch language; the payload's field backs it up.
      language: playLanguage(call.request.headers[headers.language.toLowerCase()], input.language),
      origin: call.request.headers.origin,
      requestOrigin: `${call.request.protocol}://${call.request.headers.host ?? ''}`,
      ip: call.ip,
      at: now(ctx),
    }),
  );
}
