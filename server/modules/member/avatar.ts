import type { FastifyInstance } from 'fastify';
import { headers, member } from '../../../src/core/contract';
import { AVATAR_MAX_BYTES } from '../../../src/core/contract/member';
import { now, type ServerContext } from '../../context';
import type { Db } from '../../db/connection';
import { fail, success } from '../../http/envelope';
import { newToken } from '../../security/tokens';
import { authenticate } from '../auth/sessions';
import { STATIC_AVATARS, staticAvatarSvg } from './avatar-art';
import { FREE_PLAY_TYPE } from './guard';

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

/** What the bytes really are, from their magic number (the declared type is not trusted). */
export function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > png.length && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

async function saveCustomAvatar(ctx: ServerContext, memberId: number, bytes: Buffer): Promise<AvatarValue> {
  const mime = imageTypeOf(bytes);
  if (!mime) fail('AVATAR_INVALID');
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
 * The upload route takes raw PNG/JPEG bytes under its own body limit (the rest of the API
 * stays at 64 KB), and the public routes that serve STATIC and CUSTOM avatar images.
 */
export function avatarImageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['image/png', 'image/jpeg'],
      { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(member.uploadAvatar.path, { bodyLimit: AVATAR_MAX_BYTES }, async (request, reply) => {
      const token = request.headers[headers.token.toLowerCase()];
      const session = await authenticate(ctx, typeof token === 'string' ? token : undefined);
      if (session.mustChangePassword) fail('PASSWORD_CHANGE_REQUIRED');
      const caller = await ctx.db
        .selectFrom('members')
        .select('type')
        .where('id', '=', session.memberId)
        .executeTakeFirstOrThrow();
      if (caller.type === FREE_PLAY_TYPE) fail('NEED_REAL_ACCOUNT');
      if (!Buffer.isBuffer(request.body)) fail('AVATAR_INVALID');
      const value = await saveCustomAvatar(ctx, session.memberId, request.body);
      return reply.type('application/json; charset=utf-8').send(success(value));
    });
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
