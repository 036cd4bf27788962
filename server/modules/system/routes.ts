import type { FastifyInstance } from 'fastify';
import { system } from '../../../src/core/contract';
import type { Announcement } from '../../../src/core/contract/system';
import type { ServerContext } from '../../context';
import { route } from '../../http/route';
import { downloadResources, systemStatus } from './status';

const GROUP_OF_TYPE: Record<string, 'player' | 'banners' | 'popup' | 'promotion'> = {
  B: 'banners',
  PL: 'player',
  H: 'player',
  PU: 'popup',
  PR: 'promotion',
};

export function systemRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, system.status, async (_input, call) => systemStatus(ctx, call.ip));
  route(app, ctx, system.whitelabel, async () => ctx.brand.whitelabel);
  route(app, ctx, system.registerSettingsCall, async () => ctx.brand.register);
  route(app, ctx, system.publicKey, async () => ({ kid: ctx.jwe.kid, jwk: { ...ctx.jwe.publicJwk } }));

  route(app, ctx, system.domainRoute, async () => ({
    domainList: [{ domain: ctx.publicUrl, speed: 0 }],
    resources: downloadResources(ctx.publicUrl),
  }));

  route(app, ctx, system.countries, async () => {
    const rows = await ctx.db.selectFrom('countries').selectAll().orderBy('sort').execute();
    return rows.map((row) => ({
      countryCode: row.country_code,
      countryDialingCode: row.country_dialing_code,
      name: row.name,
    }));
  });

  route(app, ctx, system.announcements, async (input) => {
    const types = input.types
      .split(',')
      .map((type) => type.trim())
      .filter((type) => type in GROUP_OF_TYPE);
    const at = new Date(ctx.clock.now());
    let query = ctx.db
      .selectFrom('announcements')
      .selectAll()
      .where('start_time', '<=', at)
      .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', at)]))
      .orderBy('sort');
    query = types.length > 0 ? query.where('type', 'in', types) : query.where('type', '=', '');
    if (input.group)
      query = query.where((eb) => eb.or([eb('group_name', '=', input.group!), eb('type', '!=', 'B')]));
    const rows = await query.execute();
    const answer = {
      player: [] as Announcement[],
      banners: [] as Announcement[],
      popup: [] as Announcement[],
      promotion: [] as Announcement[],
    };
    for (const row of rows) {
      answer[GROUP_OF_TYPE[row.type]!].push({
        id: row.id,
        type: row.type as Announcement['type'],
        group: row.group_name,
        title: row.title,
        content: row.content,
        imageUrl: row.image_path ? `${ctx.publicUrl}${row.image_path}` : null,
        link: row.link,
        startTime: row.start_time.toISOString(),
        endTime: row.end_time?.toISOString() ?? null,
      });
    }
    return answer;
  });
}
