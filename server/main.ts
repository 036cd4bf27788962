// Starts the platform server: one process, or with WORKERS=n several processes of one node sharing
// its port (see docs/operating.md "Worker processes").
import cluster from 'node:cluster';

const workers = Number(process.env.WORKERS ?? 1);
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  process.stderr.write(`WORKERS must be a whole number from 1 to 64, not "${process.env.WORKERS}"\n`);
  process.exit(1);
}

if (workers > 1 && cluster.isPrimary) {
  const { superviseWorkers } = await import('./workers');
  superviseWorkers(workers);
} else {
  await import('./node');
}
