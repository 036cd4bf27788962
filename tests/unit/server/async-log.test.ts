import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asyncLog, flushLog } from '../../../server/http/log-destination';
import { readableLog } from '../../../server/http/readable-log';
import { startServer } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'gamedeck-async-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the asynchronous log', () => {
  it('keeps the access lines in its buffer and writes them, with every field, when the server closes', async () => {
    const file = join(dir, 'access.log');
    // A buffer larger than anything the test logs: nothing leaves before the flush on close.
    const server = await startServer({
      logStream: asyncLog({ dest: file, minLength: 16_000, flushEveryMs: 0 }),
    });
    await server.app.inject({ method: 'GET', url: '/resetPassword?token=secret-reset-token' });
    await server.app.inject({ method: 'GET', url: '/wps/system/publicKey' });
    expect(readFileSync(file, 'utf8')).not.toContain('"msg":"request"');

    await server.close();

    const requests = linesOf(file).filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ level: 30, method: 'GET', path: '/resetPassword' });
    expect(requests[1]).toMatchObject({ method: 'GET', path: '/wps/system/publicKey', status: 200 });
    for (const line of requests) {
      expect(Object.keys(line)).toEqual(
        expect.arrayContaining([
          'level',
          'time',
          'pid',
          'hostname',
          'reqId',
          'msg',
          'method',
          'path',
          'status',
          'ms',
        ]),
      );
      expect(typeof line.ms).toBe('number');
    }
    expect(readFileSync(file, 'utf8')).not.toContain('secret-reset-token');
  });

  it('writes the readable development lines through to its file when flushed', () => {
    const file = join(dir, 'readable.log');
    const log = readableLog(asyncLog({ dest: file, minLength: 16_000, flushEveryMs: 0 }));
    log.write(
      `${JSON.stringify({ level: 40, time: Date.UTC(2026, 10, 28, 9, 5, 7), msg: 'slow', ms: 900 })}\n`,
    );
    expect(readFileSync(file, 'utf8')).toBe('');
    log.flushSync?.();
    expect(readFileSync(file, 'utf8')).toBe('09:05:07 WARN slow ms=900\n');
  });

  it('does not fail closing when the log can no longer be written', () => {
    const gone = {
      write: () => {},
      flushSync: () => {
        throw new Error('SonicBoom destroyed');
      },
    };
    expect(() => flushLog(gone)).not.toThrow();
  });
});
