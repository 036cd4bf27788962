import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorKey } from '../../../server/modules/operator/key';
import { errors, feedback } from '../../../src/core/contract';
import { FEEDBACK_MAX_IMAGE_BYTES } from '../../../src/core/contract/feedback';
import { startServer, type TestServer } from './harness';
import { freePlayToken, type Player, player } from './member-centre-fixtures';

let server: TestServer;
let bare: TestServer;
let dataDir: string;
let key: string;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(68)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(66)]);
/** Three 72-byte images fit the test's feedback image quota, a fourth does not. */
const IMAGE_QUOTA = 250;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'gd-feedback-'));
  writeFileSync(
    join(dataDir, 'operator.json'),
    JSON.stringify({
      feedback: {
        types: ['suggestion', 'bug', 'other'],
        minWords: 3,
        maxWords: 12,
        imageQuotaBytes: IMAGE_QUOTA,
      },
    }),
  );
  key = createOperatorKey(dataDir);
  server = await startServer({ dataDir });
  bare = await startServer();
});
afterAll(async () => {
  await server.close();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = async (who: { token: string }, bytes: Buffer, type: string) => {
  const response = await server.app.inject({
    method: 'POST',
    url: feedback.image.path,
    payload: bytes,
    headers: { 'content-type': type, token: who.token },
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; value: { uploadId: number } | null },
  };
};
const send = (who: { token: string }, body: Record<string, unknown>, idempotencyKey: string = randomUUID()) =>
  server.call(
    feedback.submit,
    { type: 'bug', content: 'The slots page froze twice today', ...body } as never,
    { token: who.token, headers: { 'Idempotency-Key': idempotencyKey } },
  );
const listOf = async (who: Player, page = 1, pageSize = 10) =>
  (await server.call(feedback.list, { page, pageSize }, { token: who.token })).body.value!;
const operator = (
  method: 'GET' | 'POST',
  url: string,
  options: { key?: string; body?: unknown; target?: TestServer } = {},
) =>
  (options.target ?? server).app.inject({
    method,
    url,
    headers: {
      ...(options.key === undefined ? {} : { 'x-operator-key': options.key }),
      'x-operator-name': 'support-ana',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });

describe('feedback settings', () => {
  it('answers the operator’s types and bounds, and the fixed comment and image rules', async () => {
    const answer = await server.call(feedback.settings, {});
    expect(answer.body.value).toEqual({
      types: ['suggestion', 'bug', 'other'],
      minWords: 3,
      maxWords: 12,
      maxCommentLength: 140,
      maxImages: 3,
      maxImageBytes: FEEDBACK_MAX_IMAGE_BYTES,
    });
  });
});

describe('sending feedback', () => {
  it('stores a feedback with a trimmed comment and two images, and lists it back', async () => {
    const ann = await player(server, 'fb_ann');
    const png = await upload(ann, PNG, 'image/png');
    const jpeg = await upload(ann, JPEG, 'image/jpeg');
    expect(png.status).toBe(200);
    const images = [jpeg.body.value!.uploadId, png.body.value!.uploadId];
    const sent = await send(ann, {
      content: '  The slots page froze twice today ',
      comment: ' Chrome on a phone ',
      images,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({
      type: 'bug',
      content: 'The slots page froze twice today',
      comment: 'Chrome on a phone',
      images,
      reply: null,
      unread: false,
    });
    const listed = await listOf(ann);
    expect(listed).toMatchObject({ total: 1, unread: 0, page: 1, pageSize: 10 });
    expect(listed.list[0]).toEqual(sent.body.value);
    // The member reads their images back; another member cannot.
    const own = await server.app.inject({
      method: 'GET',
      url: `/wps/uploads/${images[0]}`,
      headers: { token: ann.token },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    const bob = await player(server, 'fb_bob');
    const other = await server.app.inject({
      method: 'GET',
      url: `/wps/uploads/${images[0]}`,
      headers: { token: bob.token },
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses content outside the configured words with both numbers, and stores nothing', async () => {
    const cid = await player(server, 'fb_cid');
    for (const content of [
      'Too short',
      'one two three four five six seven eight nine ten eleven twelve thirteen',
    ]) {
      const answer = await send(cid, { content });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(errors.FEEDBACK_WORDS.code);
      expect(answer.body.value).toEqual({ minWords: 3, maxWords: 12 });
    }
    // Punctuation and spacing are not words; the bounds themselves are allowed.
    expect((await send(cid, { content: 'Deposit — not credited !!' })).body.code).toBe(0);
    expect(
      (await send(cid, { content: 'one two three four five six seven eight nine ten eleven twelve' })).body
        .code,
    ).toBe(0);
    expect((await listOf(cid)).total).toBe(2);
  });

  it('refuses a comment over 140 characters, an unknown type and an empty content', async () => {
    const dee = await player(server, 'fb_dee');
    const long = await send(dee, { comment: 'x'.repeat(141) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toHaveProperty('comment');
    expect((await send(dee, { comment: 'x'.repeat(140) })).body.code).toBe(0);
    const type = await send(dee, { type: 'complaint' });
    expect(type.body).toMatchObject({
      code: errors.INVALID_INPUT.code,
      fields: { type: 'err_invalid_input' },
    });
    expect((await send(dee, { type: 'Bug!' })).status).toBe(400);
    expect((await send(dee, { content: '   ' })).status).toBe(400);
    expect((await listOf(dee)).total).toBe(1);
  });

  it('checks images: png or jpg by their bytes, at most 5 MB, at most three, the member’s own and unused', async () => {
    const eve = await player(server, 'fb_eve');
    const gif = await upload(eve, GIF, 'image/gif');
    expect(gif.body.code).toBe(errors.FEEDBACK_IMAGE_INVALID.code);
    const disguised = await upload(eve, GIF, 'image/png');
    expect(disguised.body.code).toBe(errors.FEEDBACK_IMAGE_INVALID.code);
    const big = Buffer.concat([PNG, Buffer.alloc(FEEDBACK_MAX_IMAGE_BYTES)]);
    const tooBig = await upload(eve, big, 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe(errors.BODY_TOO_LARGE.code);

    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await upload(eve, PNG, 'image/png')).body.value!.uploadId);
    const four = await send(eve, { images: [...ids, ids[0]] });
    expect(four.status).toBe(400);
    expect(four.body.code).toBe(errors.INVALID_INPUT.code);
    expect((await send(eve, { images: [ids[0], ids[0]] })).body.code).toBe(
      errors.FEEDBACK_IMAGE_UNKNOWN.code,
    );
    const fay = await player(server, 'fb_fay');
    expect((await send(fay, { images: [ids[0]] })).body.code).toBe(errors.FEEDBACK_IMAGE_UNKNOWN.code);
    expect((await send(eve, { images: ids })).body.code).toBe(0);
    // Used once: a second feedback cannot take them again.
    expect((await send(eve, { images: [ids[1]] })).body.code).toBe(errors.FEEDBACK_IMAGE_UNKNOWN.code);
    expect((await listOf(eve)).total).toBe(1);
  });

  it('keeps a member’s feedback images under the purpose’s own quota', async () => {
    const gus = await player(server, 'fb_gus');
    for (let i = 0; i < 3; i += 1) expect((await upload(gus, PNG, 'image/png')).body.code).toBe(0);
    const over = await upload(gus, PNG, 'image/png');
    expect(over.status).toBe(409);
    expect(over.body.code).toBe(errors.UPLOAD_QUOTA_EXCEEDED.code);
    // Another member has a quota of their own.
    const hal = await player(server, 'fb_hal');
    expect((await upload(hal, PNG, 'image/png')).body.code).toBe(0);
  });

  it('stores one feedback for a double submit with the same Idempotency-Key, and refuses the key with another body', async () => {
    const ivy = await player(server, 'fb_ivy');
    const sameKey = randomUUID();
    const [first, second] = await Promise.all([send(ivy, {}, sameKey), send(ivy, {}, sameKey)]);
    expect(first.body.code).toBe(0);
    expect(second.body).toEqual(first.body);
    expect((await send(ivy, {}, sameKey)).body).toEqual(first.body);
    expect((await send(ivy, { type: 'other' }, sameKey)).body.code).toBe(errors.IDEMPOTENCY_CONFLICT.code);
    expect((await listOf(ivy)).total).toBe(1);
    // Without a key it is refused.
    const keyless = await server.call(
      feedback.submit,
      { type: 'bug', content: 'The slots page froze twice today' },
      { token: ivy.token },
    );
    expect(keyless.status).toBe(400);
  });

  it('refuses free-play (type 4) accounts and visitors', async () => {
    const guest = { token: await freePlayToken(server) };
    expect((await send(guest, {})).body.code).toBe(errors.NEED_REAL_ACCOUNT.code);
    expect((await upload(guest, PNG, 'image/png')).body.code).toBe(errors.NEED_REAL_ACCOUNT.code);
    const visitor = await server.call(
      feedback.submit,
      { type: 'bug', content: 'The slots page froze twice today' },
      { headers: { 'Idempotency-Key': randomUUID() } },
    );
    expect(visitor.body.code).toBe(errors.NOT_LOGGED_IN.code);
  });

  it('pages the member’s feedback newest first', async () => {
    const jon = await player(server, 'fb_jon');
    for (const word of ['first', 'second', 'third']) await send(jon, { content: `This is the ${word} one` });
    const page1 = await listOf(jon, 1, 2);
    expect(page1.total).toBe(3);
    expect(page1.list.map((item) => item.content)).toEqual([
      'This is the third one',
      'This is the second one',
    ]);
    expect((await listOf(jon, 2, 2)).list.map((item) => item.content)).toEqual(['This is the first one']);
  });
});

describe('the operator’s reply', () => {
  it('is not there without the key: 404 without a key file, 401 with a wrong key', async () => {
    expect((await operator('GET', '/operator/api/pending', { key: 'guess', target: bare })).statusCode).toBe(
      404,
    );
    expect(
      (
        await operator('POST', '/operator/api/decisions', {
          key: 'guess',
          target: bare,
          body: { kind: 'feedback', id: '1', action: 'reply', remark: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await operator('GET', '/operator/api/pending', { key: `${key}x` })).statusCode).toBe(401);
  });

  it('lists feedback waiting for a reply; the reply is logged and the member sees it, unread until read', async () => {
    const kim = await player(server, 'fb_kim');
    const image = (await upload(kim, PNG, 'image/png')).body.value!.uploadId;
    const sent = (
      await send(kim, { type: 'suggestion', content: 'Please add more lottery draws', images: [image] })
    ).body.value!;
    const pending = (await operator('GET', '/operator/api/pending', { key })).json().value.sections;
    const section = pending.find((s: { kind: string }) => s.kind === 'feedback');
    expect(section.actions).toEqual(['reply']);
    const item = section.items.find((i: { id: string }) => i.id === String(sent.id));
    expect(item.details).toMatchObject({
      member: 'fb_kim',
      type: 'suggestion',
      content: 'Please add more lottery draws',
      images: 1,
    });

    const empty = await operator('POST', '/operator/api/decisions', {
      key,
      body: { kind: 'feedback', id: String(sent.id), action: 'reply', remark: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const replied = await operator('POST', '/operator/api/decisions', {
      key,
      body: {
        kind: 'feedback',
        id: String(sent.id),
        action: 'reply',
        remark: 'Thanks! Two more draws start on Monday.',
      },
    });
    expect(replied.statusCode).toBe(200);
    const again = await operator('POST', '/operator/api/decisions', {
      key,
      body: { kind: 'feedback', id: String(sent.id), action: 'reply', remark: 'Once more' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(errors.FEEDBACK_ANSWERED.code);
    const unknown = await operator('POST', '/operator/api/decisions', {
      key,
      body: { kind: 'feedback', id: '999999', action: 'reply', remark: 'Hello' },
    });
    expect(unknown.statusCode).toBe(404);

    const audit = (await operator('GET', '/operator/api/audit?limit=5', { key })).json().value.entries;
    expect(audit.filter((entry: { kind: string }) => entry.kind === 'feedback')).toEqual([
      expect.objectContaining({
        operator: 'support-ana',
        subjectId: String(sent.id),
        action: 'reply',
        remark: 'Thanks! Two more draws start on Monday.',
        before: { id: sent.id, reply: null },
      }),
    ]);
    const waiting = (await operator('GET', '/operator/api/pending', { key })).json().value.sections;
    expect(
      waiting
        .find((s: { kind: string }) => s.kind === 'feedback')
        .items.some((i: { id: string }) => i.id === String(sent.id)),
    ).toBe(false);

    const listed = await listOf(kim);
    expect(listed.unread).toBe(1);
    expect(listed.list[0]).toMatchObject({
      reply: 'Thanks! Two more draws start on Monday.',
      repliedAt: new Date(server.clock.now()).toISOString(),
      unread: true,
    });
    expect((await server.call(feedback.markRead, {}, { token: kim.token })).body.value).toEqual({
      unread: 0,
    });
    const read = await listOf(kim);
    expect(read.unread).toBe(0);
    expect(read.list[0]!.unread).toBe(false);
  });
});
