// The machine a bench ran on, and whether it was quiet enough to report: the CPU, Lighthouse's benchmarkIndex
// (measured in Chromium by Lighthouse's own page function, so figures from different machines can be weighed)
// and the one-minute load average. Figures taken while other work shares the cores say more about that work
// than about the product, so a part waits for the load to settle and refuses when it does not.
import { cpus, loadavg, totalmem } from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';

/** The one-minute load average above which no figure is reported. */
export const QUIET_LOAD = 1;
/** BENCH_ALLOW_LOAD=1 reports anyway (while developing), marking every part as taken on a busy machine. */
const allowLoad = process.env.BENCH_ALLOW_LOAD === '1';
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 180);

const wait = (ms) => new Promise((done) => setTimeout(done, ms));
const oneMinuteLoad = () => Math.round(loadavg()[0] * 100) / 100;

/** Lighthouse's benchmarkIndex of this machine's Chromium: the median of three measurements. */
async function benchmarkIndex() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const values = [];
    for (let run = 0; run < 3; run++)
      values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    return Math.round(values.sort((a, b) => a - b)[1]);
  } finally {
    await browser.close();
  }
}

/** CPU name and count, memory, Node and benchmarkIndex, printed and answered for bench-results. */
export async function describeMachine() {
  const [first] = cpus();
  const machine = {
    cpu: first?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    benchmarkIndex: await benchmarkIndex(),
    loadAverage: oneMinuteLoad(),
  };
  console.log(
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ` +
      `benchmarkIndex ${machine.benchmarkIndex}, load average ${machine.loadAverage}`,
  );
  return machine;
}

/**
 * Waits (up to BENCH_SETTLE_SECONDS) for the one-minute load average to fall to QUIET_LOAD before `part`
 * runs, and answers the load it starts at. Refuses (throws) when the machine stays busy, unless
 * BENCH_ALLOW_LOAD=1, which lets the part run and says so.
 */
export async function quietBefore(part) {
  const deadline = Date.now() + settleSeconds * 1000;
  let load = oneMinuteLoad();
  if (load > QUIET_LOAD && !allowLoad)
    console.log(`  ${part}: load average ${load}, waiting for it to settle…`);
  while (load > QUIET_LOAD && !allowLoad && Date.now() < deadline) {
    await wait(5000);
    load = oneMinuteLoad();
  }
  if (load > QUIET_LOAD) {
    if (!allowLoad)
      throw new Error(
        `${part}: the load average is ${load} (above ${QUIET_LOAD}) after ${settleSeconds} s: other work shares ` +
          'the cores, so no figure is reported. Stop it and run again (BENCH_ALLOW_LOAD=1 reports anyway, marked busy).',
      );
    console.log(`  ${part}: load average ${load}: BUSY MACHINE, figures are not comparable`);
  } else console.log(`  ${part}: load average ${load}`);
  return { load, busy: load > QUIET_LOAD };
}
