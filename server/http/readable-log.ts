import type { LogDestination } from './log-destination';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every line carries that a person reading a terminal does not need. */
const NOISE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'v']);

function clock(time: unknown): string {
  return typeof time === 'number' ? new Date(time).toISOString().slice(11, 19) : '--:--:--';
}

function value(field: unknown): string {
  if (typeof field === 'string') return /\s/.test(field) ? JSON.stringify(field) : field;
  return JSON.stringify(field);
}

/** One structured log line as a short line for a terminal: time, level, message and its fields. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json;
  }
  const time = clock(entry.time);
  if (entry.msg === 'request' && typeof entry.path === 'string') {
    return `${time} ${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms`;
  }
  const level = LEVELS[entry.level as number] ?? String(entry.level);
  const fields = Object.entries(entry)
    .filter(([key]) => !NOISE.has(key))
    .map(([key, field]) =>
      key === 'err' && field && typeof field === 'object' && 'stack' in field
        ? `\n${String((field as { stack: unknown }).stack)}`
        : `${key}=${value(field)}`,
    );
  return [time, level, entry.msg ?? '', ...fields].join(' ').trimEnd();
}

/**
 * A destination for the server's logger that writes each line in readable form (development) to `out`;
 * flushing it flushes `out`.
 */
export function readableLog(out: LogDestination): LogDestination {
  let pending = '';
  return {
    write(chunk: string) {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) out.write(`${readableLine(line)}\n`);
    },
    flushSync: () => out.flushSync?.(),
  };
}
