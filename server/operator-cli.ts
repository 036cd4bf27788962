import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
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

interface Section {
  kind: string;
  title: string;
  actions: string[];
  items: { id: string; summary: string; details: Record<string, unknown>; createdAt: string }[];
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
  }
  console.error(USAGE);
  process.exitCode = 2;
}

run(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
