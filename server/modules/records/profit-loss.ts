import { sql } from 'kysely';
import type { PeriodType } from '../../../src/core/contract/records';
import type { ServerContext } from '../context';
import { dayRange } from './date-range';
import { periodDays, periodOf } from './periods';

interface Line {
  validBet: number;
  payout: number;
  winLoss: number;
  rounds: number;
}

const emptyLine = (): Line => ({ validBet: 0, payout: 0, winLoss: 0, rounds: 0 });

function add(line: Line, validBet: number, payout: number, rounds: number): void {
  line.validBet += validBet;
  line.payout += payout;
  line.winLoss += payout - validBet;
  line.rounds += rounds;
}

interface DayVendorRow {
  day: Date | string;
  vendor_code: string;
  vendor_name: string | null;
  valid_bet: string | number;
  payout: string | number;
  rounds: string | number;
}

/** Profit and loss of the member's settled rounds and lottery bets started in the range, per period and per vendor. */
export async function profitLoss(
  ctx: ServerContext,
  memberId: number,
  input: { startDate: string; endDate: string; period: PeriodType },
) {
  const { from, to } = dayRange(input.startDate, input.endDate);
  // One row per UTC day and vendor; periods are then assembled from days.
  const { rows } = await sql<DayVendorRow>`
    SELECT date_trunc('day', r.started_at AT TIME ZONE 'UTC') AS day, r.vendor_code,
      MAX(v.display_name) AS vendor_name, SUM(r.stake_minor) AS valid_bet,
      SUM(r.payout_minor) AS payout, COUNT(*) AS rounds
    FROM played_rounds r LEFT JOIN vendors v ON v.code = r.vendor_code
    WHERE r.member_id = ${memberId} AND r.status = 'settled'
      AND r.started_at >= ${from} AND r.started_at < ${to}
    GROUP BY 1, 2`.execute(ctx.db);

  const periods = new Map<string, Line & { periodStart: string; periodEnd: string }>();
  const vendors = new Map<string, Line & { vendor: string; vendorName: string }>();
  const total = emptyLine();
  for (const row of rows) {
    const dayStart = new Date(
      `${String(row.day instanceof Date ? row.day.toISOString() : row.day).slice(0, 10)}T00:00:00Z`,
    );
    const days = periodDays(periodOf(dayStart, input.period));
    const validBet = Number(row.valid_bet);
    const payout = Number(row.payout);
    const rounds = Number(row.rounds);
    const periodLine = periods.get(days.periodStart) ?? { ...emptyLine(), ...days };
    add(periodLine, validBet, payout, rounds);
    periods.set(days.periodStart, periodLine);
    const vendorLine = vendors.get(row.vendor_code) ?? {
      ...emptyLine(),
      vendor: row.vendor_code,
      vendorName: row.vendor_name ?? row.vendor_code,
    };
    add(vendorLine, validBet, payout, rounds);
    vendors.set(row.vendor_code, vendorLine);
    add(total, validBet, payout, rounds);
  }
  return {
    periods: [...periods.values()].sort((a, b) => a.periodStart.localeCompare(b.periodStart)),
    vendors: [...vendors.values()].sort((a, b) => a.vendor.localeCompare(b.vendor)),
    total,
  };
}
