import type { ResponsibleSettings } from '../../src/core/contract/funds';

const noLimits = { day: null, week: null, month: null };
/** A member's player-protection settings as the server answers them, under no jurisdiction profile. */
export const responsibleFixture: ResponsibleSettings = {
  limits: { day: null, week: 500_000, month: null },
  pendingLimits: null,
  pendingAt: null,
  lossLimits: { day: 5_000, week: null, month: null },
  pendingLossLimits: { day: 8_000, week: null, month: 20_000 },
  pendingLossAt: '2026-03-02T10:00:00.000Z',
  wagerLimits: noLimits,
  pendingWagerLimits: null,
  pendingWagerAt: null,
  usage: {
    deposited: { day: 0, week: 120_000, month: 120_000 },
    lost: { day: 2_000, week: -1_000, month: 4_000 },
    wagered: { day: 9_000, week: 9_000, month: 30_000 },
  },
  realityCheckMinutes: null,
  realityCheckMaxMinutes: null,
  raiseDelay: { count: 24, unit: 'hours' },
  exclusion: null,
  windows: 'rolling',
  birthDate: null,
  birthDateRequired: false,
  sessionMinutes: null,
  pendingSessionMinutes: null,
  pendingSessionAt: null,
  sessionBreakMinutes: null,
};
