import type { FastifyInstance } from 'fastify';
import { member } from '../../../src/core/contract';
import { fail } from '../../http/envelope';
import { route } from '../../http/route';
import { newToken } from '../../security/tokens';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { STATIC_AVATARS, staticAvatarSvg } from './avatar-art';
import { realMemberOf } from './guard';

export interface AvatarValue {
  avatar: string;
  avatarType: 'STATIC' | 'CUSTOM';
}

/** The default picture keeps the long-standing /assets/avatar/default.svg address. */
const staticUrl = (ctx: ServerContext, key: string) =>
  key === 'default'
    ? `${ctx.publicUrl}/assets/avatar/default.svg`
    : `${ctx.publicUrl}/assets/avatar/static/${key}.svg`;
const customUrl = (ctx: ServerContext, imageId: string) => `${ctx.publicUrl}/assets/avatar/custom/${imageId}`;

export function staticChoices(ctx: ServerContext): { key: string; url: string }[] {
  return Object.keys(STATIC_AVATARS).map((key) => ({ key, url: staticUrl(ctx, key) }));
}

/** The member's avatar: the CUSTOM image, the chosen STATIC one, or the default. */
export async function currentAvatar(ctx: ServerContext, db: Db, memberId: number): Promise<AvatarValue> {
  const row = await db
    .selectFrom('member_avatars')
    .select(['avatar_type', 'static_key', 'image_id'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (row?.avatar_type === 'CUSTOM' && row.image_id) {
    return { avatar: customUrl(ctx, row.image_id), avatarType: 'CUSTOM' };
  }
  return { avatar: staticUrl(ctx, row?.static_key ?? 'default'), avatarType: 'STATIC' };
}

export async function chooseStaticAvatar(
  ctx: ServerContext,
  memberId: number,
  key: string,
): Promise<AvatarValue> {
  if (!STATIC_AVATARS[key]) fail('INVALID_INPUT', null, { key: 'err_invalid_input' });
  const values = {
    avatar_type: 'STATIC' as const,
    static_key: key,
    image_id: null,
    mime: null,
    image: null,
    updated_at: now(ctx),
  };
  await ctx.db
    .insertInto('member_avatars')
    .values({ member_id: memberId, ...values })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet(values))
    .execute();
  return currentAvatar(ctx, ctx.db, memberId);
}

/** `mime` is the upload's declared type, which route() has matched against the bytes. */
async function saveCustomAvatar(
  ctx: ServerContext,
  memberId: number,
  bytes: Buffer,
  mime: string,
): Promise<AvatarValue> {
  // A new id per upload, so caches never show the old picture and old URLs stop working.
  const values = {
    avatar_type: 'CUSTOM' as const,
    static_key: null,
    image_id: newToken(),
    mime,
    image: bytes,
    updated_at: now(ctx),
  };
  await ctx.db
    .insertInto('member_avatars')
    .values({ member_id: memberId, ...values })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet(values))
    .execute();
  return currentAvatar(ctx, ctx.db, memberId);
}

/**
 * The CUSTOM avatar upload (route() checks the type, size and magic number of the image),
 * and the public routes that serve STATIC and CUSTOM avatar images.
 */
export function avatarImageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, member.uploadAvatar, async ({ bytes, contentType }, call) => {
    const caller = await realMemberOf(ctx.db, call);
    return saveCustomAvatar(ctx, caller.id, bytes, contentType);
  });

  app.get<{ Params: { key: string } }>('/assets/avatar/static/:key.svg', async (request, reply) => {
    const svg = staticAvatarSvg(request.params.key);
    if (!svg) fail('NOT_FOUND');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  app.get<{ Params: { imageId: string } }>('/assets/avatar/custom/:imageId', async (request, reply) => {
    const row = await ctx.db
      .selectFrom('member_avatars')
      .select(['mime', 'image'])
      .where('image_id', '=', request.params.imageId)
      .executeTakeFirst();
    if (!row?.image || !row.mime) fail('NOT_FOUND');
    return reply
      .type(row.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(row.image);
  });
}
