import type { FastifyInstance } from 'fastify';
import { wheel as contract, headers } from '../../../src/core/contract';
import { route } from '../../http/route';
import { now, type ServerContext } from '../context';
import { catalogueLanguage } from '../games/catalogue-language';
import {
  brandDay,
  buySpin,
  rotateSeed,
  segmentsView,
  setClientSeed,
  spin,
  spinsOf,
  stateOf,
  wheelOf,
} from './wheel';

/** The member endpoints of the lucky-wheel contract. */
export function wheelRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const timeZone = () => ctx.operator.current().responsibleGaming.timeZone;
  const defaultLanguage = () => ctx.operator.current().languages.default;

  route(app, ctx, contract.wheel, async (input, call) => {
    const at = now(ctx);
    const language = catalogueLanguage(input.language, call.request.headers[headers.language.toLowerCase()]);
    const row = await wheelOf(ctx.db);
    if (!row) {
      return {
        enabled: false,
        segments: [],
        earning: { dailyForPlay: false, fromMissions: false, pointsPerSpin: null },
      };
    }
    return {
      enabled: true,
      segments: await segmentsView(ctx.db, row, language, defaultLanguage(), brandDay(at, timeZone())),
      earning: {
        dailyForPlay: row.daily_for_play,
        fromMissions: row.from_missions,
        pointsPerSpin: row.points_per_spin,
      },
    };
  });

  route(app, ctx, contract.myWheel, async (_input, call) =>
    stateOf(ctx.db, call.session.memberId, now(ctx), timeZone()),
  );

  route(app, ctx, contract.spinWheel, async (_input, call) => {
    const at = now(ctx);
    const memberId = call.session.memberId;
    const done = await spin(ctx.db, memberId, call.idempotencyKey, at, timeZone());
    return { spin: done, state: await stateOf(ctx.db, memberId, at, timeZone()) };
  });

  route(app, ctx, contract.buyWheelSpin, async (_input, call) => {
    const at = now(ctx);
    await buySpin(ctx.db, call.session.memberId, call.idempotencyKey, at);
    return stateOf(ctx.db, call.session.memberId, at, timeZone());
  });

  route(app, ctx, contract.setWheelClientSeed, async (input, call) => {
    const at = now(ctx);
    await setClientSeed(ctx.db, call.session.memberId, input.clientSeed, at);
    return stateOf(ctx.db, call.session.memberId, at, timeZone());
  });

  route(app, ctx, contract.rotateWheelSeed, async (_input, call) => {
    const at = now(ctx);
    const revealed = await rotateSeed(ctx.db, call.session.memberId, at);
    return { ...revealed, state: await stateOf(ctx.db, call.session.memberId, at, timeZone()) };
  });

  route(app, ctx, contract.wheelSpins, async (input, call) =>
    spinsOf(ctx.db, call.session.memberId, input.page, input.pageSize),
  );
}
