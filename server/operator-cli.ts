import { mkdirSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { type ChangeValue, describeChange } from './modules/operator/console/describe-change';
import { createOperatorKey, operatorKeyPath, readOperatorKey } from './modules/operator/key';

/**
 * `npm run operator -- <command>`: the operator's command line. `key create` writes a new key
 * into DATA_DIR; the other commands call the running server's operator API (OPERATOR_URL, else
 * http://127.0.0.1:$PORT) with the key from OPERATOR_KEY or DATA_DIR/operator-key.
 */
const USAGE = `Usage: npm run operator -- <command>

  key create                      make a new operator key in DATA_DIR (replaces the old one) and print it
  pending                         list what waits for a decision
  approve <kind> <id> [remark]    approve one item (e.g. approve points_redemption 12, approve agent_application 5)
  reject <kind> <id> <remark>     reject one item, saying why
  reply <id> <text>               answer a member's feedback (pending lists it under [feedback])
  audit [limit]                   the latest decisions
  responsible [member] [limit]    the latest player-protection changes (limits, reminders, breaks), of one member or all
  profile-changes                 each change of the brand's jurisdiction profile and how many members' limits it changed
  affordability [member]          members whose deposits wait for an affordability check (nl), or one member's position
  affordability-check <member> affordable <monthly threshold> [note]
  affordability-check <member> not_affordable [note]
                                  record an affordability check (threshold in major units, e.g. 1500.00)
  tournaments                     every tournament: id, code, status, times (brand time zone), entrants
  tournament <id|code>            one tournament's rules and the top of its board
  tournament-create <json file>   create a tournament from a definition (docs/operating.md, "Tournaments")
  tournament-end <id|code>        end a running tournament now: freeze its board and pay its prizes
  tournament-cancel <id|code>     cancel a tournament that has not ended: nothing paid, entered members told
  wheel                           the lucky wheel: its segments, odds, today's pools (brand day) and how spins are earned
  wheel-set <json file>           define or replace the lucky wheel (docs/operating.md, "Lucky wheel")
  jackpots                        every jackpot: id, code, kind, cycle, value, seed hash
  jackpot-create <json file>      create a jackpot and seed its first cycle (docs/jackpots.md, "Operating")
  jackpot-retire <id|code>        retire a jackpot: it takes no more rounds; its cycles stay to be checked
  jackpot-audit                   per pot, from its rows: seeded + contributed = value + paid, and its ledger balance

Environment: DATA_DIR (default .data), OPERATOR_URL (default http://127.0.0.1:$PORT, PORT 8080),
OPERATOR_KEY (default: the key in DATA_DIR/operator-key), OPERATOR_NAME (default: your user name).`;

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const baseUrl = (process.env.OPERATOR_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(
  /\/+$/,
  '',
);

interface Envelope<T> {
  code: number;
  message: string;
  value: T;
  fields?: Record<string, string>;
}

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const key = process.env.OPERATOR_KEY ?? readOperatorKey(dataDir);
  if (!key)
    throw new Error(
      `no operator key: run "npm run operator -- key create" (looked in ${operatorKeyPath(dataDir)})`,
    );
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'x-operator-key': key,
      'x-operator-name': process.env.OPERATOR_NAME ?? `cli:${userInfo().username}`,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) {
    const fields = envelope.fields ? ` ${JSON.stringify(envelope.fields)}` : '';
    throw new Error(`${response.status} ${envelope.message} (code ${envelope.code})${fields}`);
  }
  return envelope.value;
}

interface AffordabilityPosition {
  member: string;
  age: number | null;
  netDepositsMinor: number;
  thresholdMinor: number | null;
  reached: boolean;
  lastCheck: { outcome: string; monthlyNetDepositMinor: number; checkedBy: string; at: string } | null;
}

const major = (minor: number | null) => (minor === null ? 'none' : (minor / 100).toFixed(2));

function printPosition(position: AffordabilityPosition): void {
  const check = position.lastCheck
    ? `last check ${position.lastCheck.outcome} by ${position.lastCheck.checkedBy} at ${position.lastCheck.at}`
    : 'never checked';
  console.log(
    `${position.member}  age ${position.age ?? '?'}  net deposits this month ${major(position.netDepositsMinor)} / ${major(position.thresholdMinor)}${position.reached ? '  DEPOSITS WAIT' : ''}  (${check})`,
  );
}

/** "1500.00" or "1500" in major units as minor units; null when it is not an amount. */
function minorOf(text: string | undefined): number | null {
  if (!text || !/^\d{1,13}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, cents = ''] = text.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

interface Section {
  kind: string;
  title: string;
  actions: string[];
  items: { id: string; summary: string; details: Record<string, unknown>; createdAt: string }[];
}

interface TournamentSummary {
  id: number;
  code: string;
  status: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  scoring: string;
  entry: string;
  entrants: number;
  paidAt: string | null;
  board?: { rank: number; account: string; score: number }[];
}

interface WheelSummary {
  enabled: boolean;
  timeZone: string;
  day: string;
  wheel: {
    segments: {
      prize: { kind: string; amount: number };
      labels: Record<string, string>;
      probabilityPpm: number;
      dailyPool: number | null;
    }[];
    earning: { dailyForPlay: boolean; fromMissions: boolean; pointsPerSpin: number | null };
  } | null;
  pools: { index: number; usedToday: number; leftToday: number | null }[];
}

function printWheel(summary: WheelSummary): void {
  if (!summary.wheel) {
    console.log('No lucky wheel.');
    return;
  }
  const { earning } = summary.wheel;
  console.log(
    `Lucky wheel, ${summary.day} (${summary.timeZone}): daily spin for play ${earning.dailyForPlay ? 'on' : 'off'}, ` +
      `spins from missions ${earning.fromMissions ? 'on' : 'off'}, ` +
      (earning.pointsPerSpin === null ? 'spins not sold' : `${earning.pointsPerSpin} points a spin`),
  );
  summary.wheel.segments.forEach((segment, index) => {
    const pool = summary.pools[index];
    const poolText =
      segment.dailyPool === null ? 'no pool' : `pool ${pool?.leftToday ?? 0}/${segment.dailyPool} left today`;
    console.log(
      `  ${index}. ${segment.labels.en ?? ''} — ${segment.prize.kind} ${segment.prize.amount}, ` +
        `${(segment.probabilityPpm / 10_000).toFixed(4)} % (${segment.probabilityPpm} ppm), ${poolText}`,
    );
  });
}

function printTournament(tournament: TournamentSummary): void {
  const paid = tournament.paidAt ? `, paid ${tournament.paidAt}` : '';
  console.log(
    `#${tournament.id} ${tournament.code} [${tournament.status}] ${tournament.startsAt} → ${tournament.endsAt} ` +
      `(${tournament.timeZone}) ${tournament.scoring}, ${tournament.entry}, ${tournament.entrants} entrants${paid}`,
  );
  for (const line of tournament.board ?? []) console.log(`  ${line.rank}. ${line.account} ${line.score}`);
}

interface JackpotSummary {
  id: number;
  code: string;
  kind: string;
  cycle: number;
  valueMinor: number;
  seedHash: string;
  retiredAt: string | null;
}

interface JackpotAudit {
  jackpotId: number;
  code: string;
  cycles: number;
  seededMinor: number;
  contributedMinor: number;
  paidMinor: number;
  valueMinor: number;
  balanced: boolean;
  ledgerBalanceMinor: number;
}

function printJackpot(jackpot: JackpotSummary): void {
  const retired = jackpot.retiredAt ? `, retired ${jackpot.retiredAt}` : '';
  console.log(
    `#${jackpot.id} ${jackpot.code} [${jackpot.kind}] cycle ${jackpot.cycle}, value ${jackpot.valueMinor}, ` +
      `seed hash ${jackpot.seedHash}${retired}`,
  );
}

/** A jackpot's id from an id or a code. */
async function jackpotId(given: string): Promise<number> {
  if (/^\d+$/.test(given)) return Number(given);
  const { jackpots } = await api<{ jackpots: JackpotSummary[] }>('/operator/api/jackpots');
  const found = jackpots.find((jackpot) => jackpot.code === given);
  if (!found) throw new Error(`no jackpot with the code ${given}`);
  return found.id;
}

/** A tournament's id from an id or a code. */
async function tournamentId(given: string): Promise<number> {
  if (/^[1-9]\d{0,9}$/.test(given)) return Number(given);
  const { tournaments } = await api<{ tournaments: TournamentSummary[] }>('/operator/api/tournaments');
  const found = tournaments.find((tournament) => tournament.code === given);
  if (!found) throw new Error(`no tournament with the code ${given}`);
  return found.id;
}

async function run(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case 'key': {
      if (rest[0] !== 'create') break;
      mkdirSync(dataDir, { recursive: true });
      const key = createOperatorKey(dataDir);
      console.log(`Operator key written to ${operatorKeyPath(dataDir)}:\n\n  ${key}\n`);
      return;
    }
    case 'pending': {
      const { sections } = await api<{ sections: Section[] }>('/operator/api/pending');
      for (const section of sections) {
        console.log(
          `${section.title} [${section.kind}]: ${section.items.length} waiting (${section.actions.join(', ')})`,
        );
        for (const item of section.items) {
          console.log(`  #${item.id}  ${item.summary}  (${item.createdAt})`);
          for (const [name, value] of Object.entries(item.details))
            console.log(`      ${name}: ${value ?? '—'}`);
        }
      }
      return;
    }
    case 'approve':
    case 'reject': {
      const [kind, id, ...remark] = rest;
      if (!kind || !id) break;
      await api('/operator/api/decisions', {
        method: 'POST',
        body: { kind, id, action: command, remark: remark.join(' ') },
      });
      console.log(`${kind} #${id}: ${command === 'approve' ? 'approved' : 'rejected'}`);
      return;
    }
    case 'reply': {
      const [id, ...text] = rest;
      if (!id || text.length === 0) break;
      await api('/operator/api/decisions', {
        method: 'POST',
        body: { kind: 'feedback', id, action: 'reply', remark: text.join(' ') },
      });
      console.log(`feedback #${id}: replied`);
      return;
    }
    case 'audit': {
      const limit = rest[0] ?? '20';
      const { entries } = await api<{
        entries: {
          at: string;
          operator: string;
          kind: string;
          subjectId: string;
          action: string;
          remark: string;
        }[];
      }>(`/operator/api/audit?limit=${encodeURIComponent(limit)}`);
      for (const entry of entries) {
        console.log(
          `${entry.at}  ${entry.operator}  ${entry.kind} #${entry.subjectId}  ${entry.action}  ${entry.remark}`,
        );
      }
      return;
    }
    case 'responsible': {
      const [member, limit = '20'] = rest;
      const query = new URLSearchParams({ limit, ...(member ? { member } : {}) });
      const { entries } = await api<{
        entries: {
          at: string;
          member: string;
          change: string;
          actor: string;
          before: ChangeValue;
          after: ChangeValue;
        }[];
      }>(`/operator/api/responsible/history?${query}`);
      for (const entry of entries) {
        console.log(
          `${entry.at}  ${entry.member}  ${entry.change} by ${entry.actor}: ${describeChange(entry.before)} -> ${describeChange(entry.after)}`,
        );
      }
      return;
    }
    case 'profile-changes': {
      const { changes } = await api<{
        changes: { from: string; to: string; membersChanged: number; at: string }[];
      }>('/operator/api/responsible/profile-changes');
      for (const change of changes) {
        console.log(`${change.at}  ${change.from} -> ${change.to}  ${change.membersChanged} members changed`);
      }
      return;
    }
    case 'affordability': {
      const query = rest[0] ? `?${new URLSearchParams({ member: rest[0] })}` : '';
      const { profile, members } = await api<{ profile: string; members: AffordabilityPosition[] }>(
        `/operator/api/responsible/affordability${query}`,
      );
      if (members.length === 0)
        console.log(`No deposits wait for an affordability check (profile ${profile}).`);
      for (const position of members) printPosition(position);
      return;
    }
    case 'affordability-check': {
      const [member, outcome, ...more] = rest;
      if (!member || (outcome !== 'affordable' && outcome !== 'not_affordable')) break;
      const threshold = outcome === 'affordable' ? minorOf(more.shift()) : null;
      if (outcome === 'affordable' && threshold === null) break;
      const position = await api<AffordabilityPosition>('/operator/api/responsible/affordability', {
        method: 'POST',
        body: {
          member,
          outcome,
          ...(threshold === null ? {} : { monthlyNetDepositMinor: threshold }),
          note: more.join(' '),
        },
      });
      console.log('Affordability check recorded:');
      printPosition(position);
      return;
    }
    case 'tournaments': {
      const { tournaments } = await api<{ tournaments: TournamentSummary[] }>('/operator/api/tournaments');
      if (tournaments.length === 0) console.log('No tournaments.');
      for (const tournament of tournaments) printTournament(tournament);
      return;
    }
    case 'tournament': {
      if (!rest[0]) break;
      printTournament(
        await api<TournamentSummary>(`/operator/api/tournaments/${await tournamentId(rest[0])}`),
      );
      return;
    }
    case 'tournament-create': {
      if (!rest[0]) break;
      const definition: unknown = JSON.parse(readFileSync(rest[0], 'utf8'));
      const created = await api<TournamentSummary>('/operator/api/tournaments', {
        method: 'POST',
        body: definition,
      });
      console.log('Tournament created:');
      printTournament(created);
      return;
    }
    case 'tournament-end':
    case 'tournament-cancel': {
      if (!rest[0]) break;
      const id = await tournamentId(rest[0]);
      const action = command === 'tournament-end' ? 'end' : 'cancel';
      const done = await api<TournamentSummary & { membersTold?: number }>(
        `/operator/api/tournaments/${id}/${action}`,
        { method: 'POST', body: {} },
      );
      console.log(
        action === 'end'
          ? 'Tournament ended; its board is frozen and its prizes paid:'
          : `Tournament cancelled; ${done.membersTold ?? 0} entered members told:`,
      );
      printTournament(done);
      return;
    }
    case 'jackpots': {
      const { jackpots } = await api<{ jackpots: JackpotSummary[] }>('/operator/api/jackpots');
      if (jackpots.length === 0) console.log('No jackpots.');
      for (const jackpot of jackpots) printJackpot(jackpot);
      return;
    }
    case 'jackpot-create': {
      if (!rest[0]) break;
      const definition: unknown = JSON.parse(readFileSync(rest[0], 'utf8'));
      const created = await api<JackpotSummary>('/operator/api/jackpots', {
        method: 'POST',
        body: definition,
      });
      console.log('Jackpot created:');
      printJackpot(created);
      return;
    }
    case 'jackpot-retire': {
      if (!rest[0]) break;
      const retired = await api<JackpotSummary>(`/operator/api/jackpots/${await jackpotId(rest[0])}/retire`, {
        method: 'POST',
        body: {},
      });
      console.log('Jackpot retired:');
      printJackpot(retired);
      return;
    }
    case 'jackpot-audit': {
      const audit = await api<{ balanced: boolean; pots: JackpotAudit[] }>('/operator/api/jackpots/audit');
      for (const pot of audit.pots) {
        console.log(
          `#${pot.jackpotId} ${pot.code}: seeded ${pot.seededMinor} + contributed ${pot.contributedMinor} = ` +
            `value ${pot.valueMinor} + paid ${pot.paidMinor} ${pot.balanced ? 'OK' : 'MISMATCH'} ` +
            `(${pot.cycles} cycles, ledger ${pot.ledgerBalanceMinor})`,
        );
      }
      console.log(audit.balanced ? 'Every pot balances.' : 'A pot does not balance.');
      if (!audit.balanced) process.exitCode = 1;
      return;
    }
    case 'wheel': {
      printWheel(await api<WheelSummary>('/operator/api/wheel'));
      return;
    }
    case 'wheel-set': {
      if (!rest[0]) break;
      const definition: unknown = JSON.parse(readFileSync(rest[0], 'utf8'));
      const set = await api<WheelSummary>('/operator/api/wheel', { method: 'POST', body: definition });
      console.log('Lucky wheel set:');
      printWheel(set);
      return;
    }
  }
  console.error(USAGE);
  process.exitCode = 2;
}

run(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
