#!/usr/bin/env node
// Figures, not pass/fail: what a sign-in storm does to everyone else. Starts the server (fresh
// data directory, rate limits off), measures the balance and game-list calls alone (autocannon,
// 10 connections), then again while 50 clients sign in back to back, each as a member of its own
// (registered first) and the way the browser does (a body nonce, a JWE body sealed to the server's
// key, the login call; a refused one waits as Retry-After says). Prints a
// table and adds a "signInStorm" section to bench-results/latest.json. The storm runs in a
// process of its own, so its client work never delays the measured calls' event loop.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import autocannon from 'autocannon';
import { CompactEncrypt, importJWK } from 'jose';
import { startBenchServer } from './bench-server.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_STORM_PORT ?? 8194);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const signInClients = 50;
const readConnections = 10;
const PASSWORD = 'Demo1234';
/**
 * Each storm client signs in as a member of its own, as a crowd does: attempts at one account under
 * way at once count toward its captcha, so one shared account would be asked for captchas instead.
 */
const stormMember = (client) => `storm${String(client).padStart(3, '0')}`;
const gameList =
  '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=SLOT&filter=ALL&page=1&pageSize=60&language=en';

async function value(response) {
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${response.status} ${envelope.code} ${envelope.message}`);
  return envelope.value;
}

/** A call as the browser makes it with a sealed body: a fresh nonce, the JWE body, the call. */
async function sealedCall(key, kid, method, path, input) {
  const { nonce } = await value(
    await fetch(`${base}/wps/system/nonce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }),
  );
  const body = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(input)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid, nonce })
    .encrypt(key);
  return fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/jose', Language: 'en' },
    body,
  });
}

const signInWith = (key, kid, username) =>
  sealedCall(key, kid, 'POST', '/wps/session/login', {
    type: 'username',
    username,
    password: PASSWORD,
    site: 'member',
  });

/** Registers the storm clients' members (before any figure is taken), answering a dev captcha each. */
async function registerStormMembers(key, kid) {
  for (let client = 0; client < signInClients; client += 1) {
    const captchaId = crypto.randomUUID();
    await fetch(`${base}/wps/captcha?id=${captchaId}`);
    const captcha = await (await fetch(`${base}/dev/captcha/${captchaId}`)).text();
    await value(
      await sealedCall(key, kid, 'PUT', '/wps/member/register', {
        username: stormMember(client),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        mobileNum: `917${String(client).padStart(7, '0')}`,
        countryDialingCode: '+63',
        ageConfirmed: true,
        termsAccepted: true,
        captchaId,
        captcha,
      }),
    );
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** 50 clients signing in back to back until `until`; latencies of the login calls alone. */
async function storm(key, kid, until) {
  const latencies = [];
  const statuses = new Map();
  await Promise.all(
    Array.from({ length: signInClients }, async (_, client) => {
      while (Date.now() < until) {
        const started = performance.now();
        let status = 'error';
        let retryAfter = 0;
        try {
          const response = await signInWith(key, kid, stormMember(client));
          status = response.status;
          retryAfter = Number(response.headers.get('retry-after') ?? 0);
          await response.arrayBuffer();
        } catch {
          // counted as an error
        }
        latencies.push(performance.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // A refused client comes back when Retry-After says, as the sign-in form does.
        if (retryAfter > 0) await new Promise((done) => setTimeout(done, retryAfter * 1000));
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    scenario: `sign-in storm (${signInClients} clients, nonce + login)`,
    requestsPerSecond: Math.round(latencies.length / seconds),
    latencyP50Ms: Math.round(percentile(latencies, 50)),
    latencyP99Ms: Math.round(percentile(latencies, 99)),
    total: latencies.length,
    signedIn: statuses.get(200) ?? 0,
    busy503: statuses.get(503) ?? 0,
    other: latencies.length - (statuses.get(200) ?? 0) - (statuses.get(503) ?? 0),
  };
}

function reads(title, token) {
  return new Promise((done, fail) => {
    autocannon(
      {
        url: base,
        connections: readConnections,
        duration: seconds,
        requests: [
          { method: 'GET', path: '/wps/v2/wallets/balance', headers: { token } },
          { method: 'GET', path: gameList },
        ],
      },
      (error, result) => {
        if (error) fail(error);
        else
          done({
            scenario: title,
            requestsPerSecond: Math.round(result.requests.average),
            latencyP50Ms: result.latency.p50,
            latencyP99Ms: result.latency.p99,
            total: result.requests.total,
            non2xx: result.non2xx,
            errors: result.errors + result.timeouts,
          });
      },
    );
  });
}

if (process.argv[2] === '--storm') {
  // The storm's own process: sign in until the given time, print the figures as JSON.
  const { kid, jwk } = await value(await fetch(`${base}/wps/system/publicKey`));
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  process.stdout.write(JSON.stringify(await storm(key, kid, Number(process.argv[3]))));
  process.exit(0);
}

/** Runs the storm in another process until `until`. */
function stormProcess(until) {
  return new Promise((done, fail) => {
    const storming = spawn(process.execPath, [import.meta.filename, '--storm', String(until)], {
      env: { ...process.env, BENCH_STORM_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    storming.stdout.on('data', (chunk) => {
      output += chunk;
    });
    storming.once('exit', (code) =>
      code === 0 ? done(JSON.parse(output)) : fail(new Error(`storm exited ${code}`)),
    );
  });
}

const server = await startBenchServer({ port, name: 'storm' });
let rows;
try {
  const { kid, jwk } = await value(await fetch(`${base}/wps/system/publicKey`));
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  await registerStormMembers(key, kid);
  const { token } = await value(await signInWith(key, kid, stormMember(0)));
  const alone = await reads('balance + game list, alone', token);
  const [during, signIns] = await Promise.all([
    reads('balance + game list, during the storm', token),
    stormProcess(Date.now() + seconds * 1000),
  ]);
  rows = [alone, during, signIns];
} finally {
  await server.stop();
}

console.log(`\nSign-in storm (${seconds} s; reads on ${readConnections} connections)`);
console.table(rows);
mkdirSync(join(root, 'bench-results'), { recursive: true });
const out = join(root, 'bench-results/latest.json');
const results = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
writeFileSync(out, `${JSON.stringify({ ...results, signInStorm: rows }, null, 2)}\n`);
console.log(`Added to ${relative(root, out)}`);
