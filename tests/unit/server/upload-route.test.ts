import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { staticOperatorConfig } from '../../../server/config/operator';
import { installErrorHandler } from '../../../server/http/errors';
import { route, type UploadInput } from '../../../server/http/route';
import type { ServerContext } from '../../../server/modules/context';
import { endpoint, errors, IMAGE_TYPES } from '../../../src/core/contract';

/** A public upload endpoint, so route() is exercised without sessions or a database. */
const uploadPicture = endpoint({
  method: 'POST',
  path: '/test/picture',
  upload: { types: IMAGE_TYPES, maxBytes: 1024, invalid: 'AVATAR_INVALID' },
  request: z.strictObject({ albumId: z.coerce.number().check(z.int(), z.positive()) }),
  response: z.object({ albumId: z.int(), size: z.int(), type: z.string() }),
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg')]);

let app: FastifyInstance;
const received: UploadInput<{ albumId: number }>[] = [];

beforeAll(async () => {
  app = Fastify({ bodyLimit: 64 });
  installErrorHandler(app);
  const ctx = { operator: staticOperatorConfig(), devMode: true } as unknown as ServerContext;
  route(app, ctx, uploadPicture, async (input) => {
    received.push(input);
    return { albumId: input.query.albumId, size: input.bytes.length, type: input.contentType };
  });
  await app.ready();
});
afterAll(() => app.close());

const send = (body: Buffer | string, type: string, query = '?albumId=3') =>
  app.inject({
    method: 'POST',
    url: `${uploadPicture.path}${query}`,
    payload: body,
    headers: { 'content-type': type },
  });

describe('upload endpoints through route()', () => {
  it('hands the handler the checked query, the bytes and the declared type', async () => {
    const png = await send(PNG, 'image/png');
    expect(png.json()).toEqual({
      code: 0,
      message: errors.OK.key,
      value: { albumId: 3, size: PNG.length, type: 'image/png' },
    });
    const jpeg = await send(JPEG, 'image/jpeg; charset=binary');
    expect(jpeg.json().value).toEqual({ albumId: 3, size: JPEG.length, type: 'image/jpeg' });
    expect(received.at(-1)?.bytes.equals(JPEG)).toBe(true);
  });

  it('takes bodies over the app-wide limit up to the upload limit, and refuses larger ones', async () => {
    const fits = await send(Buffer.concat([PNG, Buffer.alloc(1024 - PNG.length)]), 'image/png');
    expect(fits.json().code).toBe(0);
    const big = await send(Buffer.concat([PNG, Buffer.alloc(1024)]), 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: errors.BODY_TOO_LARGE.code, value: null });
  });

  it('refuses bytes whose magic number is not the declared type', async () => {
    for (const [body, type] of [
      [Buffer.from('GIF89a....'), 'image/png'],
      [JPEG, 'image/png'],
      [PNG, 'image/jpeg'],
      [PNG.subarray(0, 8), 'image/png'],
    ] as const) {
      const answer = await send(body, type);
      expect(answer.statusCode).toBe(415);
      expect(answer.json().code).toBe(errors.AVATAR_INVALID.code);
    }
  });

  it('refuses types the upload does not declare, JSON included', async () => {
    for (const [body, type] of [
      [Buffer.from('GIF89a....'), 'image/gif'],
      ['hello', 'text/plain'],
      ['{"albumId":3}', 'application/json'],
    ] as const) {
      const answer = await send(body, type);
      expect(answer.json().code).toBe(errors.AVATAR_INVALID.code);
    }
  });

  it('validates the query with the request schema', async () => {
    const missing = await send(PNG, 'image/png', '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: errors.INVALID_INPUT.code,
      fields: { albumId: expect.any(String) },
    });
    const extra = await send(PNG, 'image/png', '?albumId=3&other=1');
    expect(extra.json().code).toBe(errors.INVALID_INPUT.code);
  });
});
