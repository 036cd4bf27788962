import type { Db } from '../database';
import { setWheel } from './definition';

const money = (minor: number) => ({ kind: 'money' as const, amount: minor });
const points = (count: number) => ({ kind: 'points' as const, amount: count });

/**
 * The demo wheel a new site shows: eight segments from P 1.00 to a P 100.00 top prize that pays once a day
 * (daily pool of 1), points and "Try again"; a spin a day for play, spins from missions, 500 points a bought
 * spin. Labels in every site language (ty is French). Probabilities in parts per million, summing to 1,000,000.
 */
export const DEMO_WHEEL = {
  segments: [
    {
      prize: money(100),
      labels: { en: 'P 1.00', es: 'P 1.00', pt: 'P 1,00', ty: 'P 1,00' },
      probabilityPpm: 300_000,
      dailyPool: null,
    },
    {
      prize: points(50),
      labels: { en: '50 points', es: '50 puntos', pt: '50 pontos', ty: '50 points' },
      probabilityPpm: 250_000,
      dailyPool: null,
    },
    {
      prize: { kind: 'nothing' as const, amount: 0 },
      labels: { en: 'Try again', es: 'Inténtalo de nuevo', pt: 'Tente de novo', ty: 'Réessayez' },
      probabilityPpm: 200_000,
      dailyPool: null,
    },
    {
      prize: money(500),
      labels: { en: 'P 5.00', es: 'P 5.00', pt: 'P 5,00', ty: 'P 5,00' },
      probabilityPpm: 120_000,
      dailyPool: null,
    },
    {
      prize: points(200),
      labels: { en: '200 points', es: '200 puntos', pt: '200 pontos', ty: '200 points' },
      probabilityPpm: 80_000,
      dailyPool: null,
    },
    {
      prize: money(2_000),
      labels: { en: 'P 20.00', es: 'P 20.00', pt: 'P 20,00', ty: 'P 20,00' },
      probabilityPpm: 40_000,
      dailyPool: null,
    },
    {
      prize: money(5_000),
      labels: { en: 'P 50.00', es: 'P 50.00', pt: 'P 50,00', ty: 'P 50,00' },
      probabilityPpm: 9_000,
      dailyPool: 5,
    },
    {
      prize: money(10_000),
      labels: { en: 'P 100.00', es: 'P 100.00', pt: 'P 100,00', ty: 'P 100,00' },
      probabilityPpm: 1_000,
      dailyPool: 1,
    },
  ],
  earning: { dailyForPlay: true, fromMissions: true, pointsPerSpin: 500 },
};

/** Seeds the demo wheel on a new database (an operator's running site keeps its own, or none). */
export async function seedDemoWheel(db: Db, at: Date): Promise<void> {
  await setWheel(db, DEMO_WHEEL, at);
}
