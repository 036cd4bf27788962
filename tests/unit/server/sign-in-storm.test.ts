import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoundedWork } from '../../../server/security/bounded-work';
import { defaultHashingLimits, limitPasswordHashing } from '../../../server/security/passwords';
import { ApiError, auth, errors } from '../../../src/core/contract';
import { newMember, PASSWORD } from './agents-fixtures';
import { startServer, type TestServer } from './harness';

describe('bounded work', () => {
  it('runs jobs in order up to its limits and refuses the one beyond them at once', async () => {
    const work = new BoundedWork({ concurrency: 1, maxWaiting: 2 });
    const releases: (() => void)[] = [];
    const order: number[] = [];
    const job = (id: number) => () =>
      new Promise<number>((resolve) => {
        order.push(id);
        releases.push(() => resolve(id));
      });
    const accepted = [work.run(job(1)), work.run(job(2)), work.run(job(3))];
    await Promise.resolve();
    expect(order).toEqual([1]);
    expect(work.queued).toBe(2);
    const refused = await work.run(job(4)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(errors.SERVER_BUSY.code);
    expect((refused as ApiError).value).toEqual({ retryAfterSeconds: expect.any(Number) });
    for (let turn = 0; turn < 3; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      releases[turn]!();
    }
    expect(await Promise.all(accepted)).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    // Room again once the queue drained.
    const again = work.run(job(5));
    await Promise.resolve();
    releases[3]!();
    expect(await again).toBe(5);
  });
});

describe('a sign-in storm', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ passwordHashing: { concurrency: 1, maxWaiting: 3 } });
  });
  afterAll(async () => {
    limitPasswordHashing(defaultHashingLimits());
    await server.close();
  });

  it('answers sign-ins beyond the queue at once with SERVER_BUSY and Retry-After', async () => {
    // Sixteen members at once (one account's attempts under way would count toward its own captcha).
    const usernames = Array.from({ length: 16 }, (_, index) => `storm_${index}`);
    for (const username of usernames) await newMember(server, username);
    const bodies = await Promise.all(
      usernames.map(async (username) =>
        server.encrypt({ type: 'username', username, password: PASSWORD }, await server.bodyNonce()),
      ),
    );
    const started = performance.now();
    const answers = await Promise.all(
      bodies.map(async (payload, index) => {
        const response = await server.app.inject({
          method: auth.login.method,
          url: auth.login.path,
          headers: { 'content-type': 'application/jose', language: 'es' },
          payload,
        });
        return { username: usernames[index]!, response, ms: performance.now() - started };
      }),
    );
    const signedIn = answers.filter(({ response }) => response.statusCode === 200);
    const busy = answers.filter(({ response }) => response.statusCode === 503);
    expect(signedIn.length + busy.length).toBe(16);
    // One hashing and three waiting get through; the rest are refused.
    expect(signedIn.length).toBeGreaterThanOrEqual(4);
    expect(busy.length).toBeGreaterThanOrEqual(8);
    for (const { response } of busy) {
      expect(response.json()).toMatchObject({
        code: errors.SERVER_BUSY.code,
        message: 'err_server_busy',
        value: { retryAfterSeconds: expect.any(Number) },
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Refused quickly: every refusal came back before the sign-ins that waited their turn.
    const slowestRefusal = Math.max(...busy.map(({ ms }) => ms));
    const slowestSignIn = Math.max(...signedIn.map(({ ms }) => ms));
    expect(slowestRefusal).toBeLessThan(slowestSignIn);
    // A refusal is not a wrong password: the account asks for no captcha afterwards.
    const after = await server.call(auth.login, {
      type: 'username',
      username: busy[0]!.username,
      password: PASSWORD,
    });
    expect(after.status).toBe(200);
  });
});
