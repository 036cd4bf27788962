import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const gameList = '/wps/relay/GCSGAME_gameList?pageSize=120&language=en';

describe('compressed answers', () => {
  it('sends a large GET answer as brotli to browsers that accept it, gzip to others, the same JSON', async () => {
    const plain = await server.app.inject({ method: 'GET', url: gameList });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json();
    expect(json.value.games).toHaveLength(120);

    const br = await server.app.inject({
      method: 'GET',
      url: gameList,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);
    // A game list page compresses to a fraction of its size: what a phone's link pays.
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await server.app.inject({
      method: 'GET',
      url: gameList,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);
  });

  it('leaves small answers as they are', async () => {
    const status = await server.app.inject({
      method: 'GET',
      url: '/wps/system/publicKey',
      headers: { 'accept-encoding': 'br' },
    });
    expect(status.statusCode).toBe(200);
    expect(status.rawPayload.length).toBeLessThan(1024);
    expect(status.headers['content-encoding']).toBeUndefined();
  });
});
