import cluster from 'node:cluster';

/**
 * Runs `count` processes of one node behind one port: each is a whole server, and they agree with
 * each other the way nodes of a cluster do, through PostgreSQL and Redis (sessions, nonces, job leases,
 * rate limits, real-time fan-out), so both are required. The first worker starts alone and the others
 * once it listens: it migrates and seeds a new database, which two at once would race for. A worker
 * that dies is replaced; SIGINT or SIGTERM stops them all, each finishing its requests.
 */
export function superviseWorkers(count: number): void {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    process.stderr.write(
      `WORKERS=${count} needs ${missing.join(' and ')}: the workers of a node share state through them ` +
        '(the embedded database belongs to one process).\n',
    );
    process.exit(1);
  }
  let stopping = false;
  let forked = 0;
  let failedStarts = 0;
  const listened = new Set<number>();
  const running = () => Object.keys(cluster.workers ?? {}).length;
  const start = () => {
    const worker = cluster.fork({ WORKER_BANNER: forked === 0 ? '1' : '' });
    forked += 1;
    worker.once('listening', () => {
      listened.add(worker.id);
      failedStarts = 0;
      while (running() < count) start();
      const listening = Object.values(cluster.workers ?? {}).filter((each) => each && listened.has(each.id));
      if (listening.length === count) {
        process.stdout.write(
          `${count} workers listening (${listening.map((each) => each!.process.pid).join(', ')})\n`,
        );
      }
    });
  };
  start();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (running() === 0) process.exit(0);
      return;
    }
    process.stderr.write(`worker ${worker.process.pid} ended (${signal ?? code}); starting another\n`);
    // Workers that die before they listen (a bad configuration, the database unreachable) would be
    // restarted forever: give up after three in a row.
    if (!listened.has(worker.id)) failedStarts += 1;
    if (failedStarts >= 3) {
      process.stderr.write('workers keep failing to start; stopping\n');
      process.exit(1);
    }
    start();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    });
  }
}
