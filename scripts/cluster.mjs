#!/usr/bin/env node
// `npm run cluster`: the platform as an operator runs it on more than one machine, on this one —
// PostgreSQL, Redis, two server nodes and HAProxy in front, seeded. Starts what is missing
// (Debian's pg_ctlcluster / pg_createcluster, redis-server, haproxy; installed with apt-get when
// absent) and stops the nodes and the balancer on Ctrl-C. scripts/test-cluster.mjs drives the
// same cluster under load and kills a node. Topology and production notes: docs/operating.md.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const wait = (ms) => new Promise((done) => setTimeout(done, ms));

function run(command, args, options = {}) {
  // With inherited output execFileSync returns null: there is nothing to hand back.
  const output = execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  return output ? output.toString() : '';
}

const has = (command) => {
  try {
    run('sh', ['-c', `command -v ${command}`]);
    return true;
  } catch {
    return false;
  }
};

/** Installs a Debian package when its command is missing (the machine runs as root, as CI does). */
function ensurePackage(command, pkg) {
  if (has(command) || existsSync(`/usr/sbin/${command}`)) return;
  process.stdout.write(`installing ${pkg}…\n`);
  run('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

async function answers(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await check().then(
        (ok) => ok,
        () => false,
      )
    )
      return true;
    await wait(250);
  }
  return false;
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** PostgreSQL at `adminUrl`, started with Debian's cluster tools when it does not answer. */
async function ensurePostgres(adminUrl) {
  if (await answers(() => postgresAnswers(adminUrl), 1_000)) return;
  if (!existsSync('/etc/postgresql')) ensurePackage('pg_ctlcluster', 'postgresql');
  const version = readdirSync('/etc/postgresql').sort().at(-1);
  if (!version) throw new Error('no PostgreSQL version under /etc/postgresql');
  // initdb refuses root: pg_createcluster / pg_ctlcluster run the server as the postgres user.
  if (!existsSync(`/etc/postgresql/${version}/main`)) {
    run('pg_createcluster', [version, 'main', '--', '--auth=trust']);
  }
  run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  if (!(await answers(() => postgresAnswers(adminUrl), 30_000)))
    throw new Error(`PostgreSQL does not answer at ${adminUrl}`);
}

/** A database of its own for the cluster; `fresh` drops what an earlier run left. */
async function ensureDatabase(adminUrl, name, fresh) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function ensureRedis(url) {
  const ping = async () => {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await redis.connect();
      return (await redis.ping()) === 'PONG';
    } finally {
      redis.disconnect();
    }
  };
  if (await answers(ping, 1_000)) return;
  ensurePackage('redis-server', 'redis-server');
  const { port } = new URL(url);
  run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    port || '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  if (!(await answers(ping, 10_000))) throw new Error(`Redis does not answer at ${url}`);
}

function haproxyConfig({ port, nodes }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  option forwardfor
  # A request a dead node never answered goes to the other node; money-moving calls carry
  # idempotency keys, so a second delivery answers the first one's result.
  retries 2
  option redispatch
  retry-on conn-failure empty-response

frontend site
  bind 127.0.0.1:${port}
  default_backend nodes

backend nodes
  balance roundrobin
  option httpchk GET /wps/system/status
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port} check`).join('\n')}
`;
}

async function serverAnswers(base) {
  const response = await fetch(`${base}/wps/system/status`);
  return response.ok;
}

/** Starts one server node; `kill(signal)` ends it. */
async function startNode({ name, port, env, logDir }) {
  const log = createWriteStream(join(logDir, `${name}.log`));
  // Node itself with tsx's loader (not the tsx wrapper), so a signal reaches the server process.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_NAME: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  // With WORKERS=n the node answers once its first worker listens; it is whole once all do.
  let allWorkersListening = Number(env.WORKERS ?? 1) <= 1;
  child.stdout.on('data', (chunk) => {
    if (/workers listening/.test(String(chunk))) allWorkersListening = true;
  });
  const base = `http://127.0.0.1:${port}`;
  // The first node seeds the database (10,000 games): allow for it.
  const deadline = Date.now() + 240_000;
  while (!allWorkersListening || !(await serverAnswers(base).catch(() => false))) {
    if (child.exitCode !== null)
      throw new Error(`node ${name} exited (${child.exitCode}); see ${join(logDir, `${name}.log`)}`);
    if (Date.now() > deadline) throw new Error(`node ${name} did not start within 240 s`);
    await wait(300);
  }
  return {
    name,
    port,
    base,
    pid: child.pid,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill(signal);
      await exited;
    },
  };
}

/**
 * Starts the cluster: PostgreSQL and Redis (when missing), two nodes sharing one database, one
 * Redis and one secrets folder (the JWE key pair), and HAProxy on `port`. Nodes start one after
 * the other, so only the first migrates and seeds.
 */
export async function startCluster({
  port = 8180,
  nodePorts = [8181, 8182],
  adminUrl = process.env.CLUSTER_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database = 'gamedeck_cluster',
  redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379',
  fresh = false,
  env = {},
} = {}) {
  ensurePackage('haproxy', 'haproxy');
  await ensurePostgres(adminUrl);
  const databaseUrl = await ensureDatabase(adminUrl, database, fresh);
  await ensureRedis(redisUrl);
  if (!existsSync(join(root, 'dist/index.html'))) {
    process.stdout.write('building the site…\n');
    run('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }

  // One secrets folder for both nodes, as a production deployment mounts the same secret on each.
  const dataDir = join(root, '.data', database);
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(
    join(dataDir, 'operator.json'),
    `${JSON.stringify({ trustedProxies: ['127.0.0.1'], rateLimits: env.RATE_LIMITS !== 'off' }, null, 2)}\n`,
  );
  const publicUrl = `http://127.0.0.1:${port}`;
  const nodeEnv = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    ...env,
  };
  const nodes = [];
  let balancer = null;
  const stop = async () => {
    if (balancer && balancer.exitCode === null) {
      const exited = new Promise((done) => balancer.once('exit', done));
      balancer.kill('SIGTERM');
      await exited;
    }
    await Promise.all(nodes.map((node) => node.kill()));
  };
  try {
    for (const [index, nodePort] of nodePorts.entries()) {
      nodes.push(
        await startNode({
          name: `node-${String.fromCharCode(97 + index)}`,
          port: nodePort,
          env: nodeEnv,
          logDir: dataDir,
        }),
      );
    }
    const configFile = join(dataDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ port, nodes }));
    const haproxy = has('haproxy') ? 'haproxy' : '/usr/sbin/haproxy';
    balancer = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
    balancer.stderr.pipe(createWriteStream(join(dataDir, 'haproxy.log')));
    if (!(await answers(() => serverAnswers(publicUrl), 15_000))) throw new Error('HAProxy does not answer');
    return { base: publicUrl, databaseUrl, redisUrl, dataDir, nodes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cluster = await startCluster({ fresh: process.argv.includes('--fresh') });
  process.stdout.write(
    [
      '',
      `Gamedeck cluster at ${cluster.base} (HAProxy, round robin)`,
      ...cluster.nodes.map((node) => `  ${node.name}: ${node.base} (pid ${node.pid})`),
      `  database: ${cluster.databaseUrl}`,
      `  redis:    ${cluster.redisUrl}`,
      `  logs:     ${cluster.dataDir}`,
      'Ctrl-C stops the nodes and the balancer (PostgreSQL and Redis keep running).',
      '',
    ].join('\n'),
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      cluster.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
