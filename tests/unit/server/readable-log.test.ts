import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readableLine, readableLog } from '../../../server/http/readable-log';

const at = Date.UTC(2026, 10, 28, 9, 5, 7);

describe('the development log', () => {
  it('shows a request as one short line', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      msg: 'request',
      method: 'GET',
      path: '/wps/wallet/balance',
      status: 200,
      ms: 3,
    });
    expect(readableLine(line)).toBe('09:05:07 GET /wps/wallet/balance 200 3 ms');
  });

  it('keeps warnings and errors with their fields and stack', () => {
    expect(
      readableLine(
        JSON.stringify({
          level: 40,
          time: at,
          pid: 1,
          msg: 'gateway callback refused',
          orderNo: 'D1',
          outcome: 'replay',
        }),
      ),
    ).toBe('09:05:07 WARN gateway callback refused orderNo=D1 outcome=replay');
    const error = readableLine(
      JSON.stringify({
        level: 50,
        time: at,
        msg: 'boom',
        err: { type: 'Error', stack: 'Error: boom\n    at x' },
      }),
    );
    expect(error).toBe('09:05:07 ERROR boom \nError: boom\n    at x');
  });

  it('writes every complete line it is given, also when a line arrives in pieces', async () => {
    const out = new PassThrough();
    const written: string[] = [];
    out.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    const log = readableLog(out);
    const line = JSON.stringify({ level: 30, time: at, msg: 'game catalogue seeded', games: 10000 });
    log.write(line.slice(0, 10));
    log.write(`${line.slice(10)}\n`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(written.join('')).toBe('09:05:07 INFO game catalogue seeded games=10000\n');
  });
});
