// Readable log lines for a person at a terminal. The server logs JSON (pino), which is what
// production and CI keep; when stdout is a terminal, each line is written out instead as
// `12:03:04 INFO  message  key=value…`, in colour unless NO_COLOR is set. Our own few lines
// rather than pino-pretty: no worker thread, no dependency.

const LEVELS: Record<number, { name: string; colour: string }> = {
  10: { name: 'TRACE', colour: '90' },
  20: { name: 'DEBUG', colour: '36' },
  30: { name: 'INFO ', colour: '32' },
  40: { name: 'WARN ', colour: '33' },
  50: { name: 'ERROR', colour: '31' },
  60: { name: 'FATAL', colour: '35' },
};

/** Fields every line has, or that are said otherwise than as key=value. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'err', 'responseTime']);

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
}

const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);

function valueText(value: unknown): string {
  if (typeof value === 'string') return /[\s="]/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

/** One JSON line of pino as a person reads it; a line that is not JSON is left as it is. */
export function prettyLogLine(line: string, colours: boolean): string {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line;
  }
  if (typeof record !== 'object' || record === null) return line;
  const paint = (code: string, text: string) => (colours ? `\u001b[${code}m${text}\u001b[0m` : text);
  const level = LEVELS[record.level ?? 30] ?? { name: String(record.level), colour: '0' };
  const parts = [paint('90', clock(record.time ?? Date.now())), paint(level.colour, level.name)];
  if (record.req?.method) parts.push(`${record.req.method} ${record.req.url ?? ''}`);
  if (record.res?.statusCode) {
    const status = record.res.statusCode;
    parts.push(paint(status >= 500 ? '31' : status >= 400 ? '33' : '32', String(status)));
  }
  if (typeof record.responseTime === 'number') parts.push(`${record.responseTime.toFixed(1)} ms`);
  if (record.msg) parts.push(record.msg);
  const fields = Object.entries(record)
    .filter(([key, value]) => !SHOWN_APART.has(key) && value !== undefined)
    .map(([key, value]) => paint('90', `${key}=${valueText(value)}`));
  let text = [...parts, ...fields].join(' ');
  if (record.err) text += `\n${paint('31', record.err.stack ?? `${record.err.type}: ${record.err.message}`)}`;
  return text;
}

/** A destination for pino that writes each line pretty to `out` (a terminal). */
export function terminalLogStream(out: NodeJS.WritableStream, colours = !process.env.NO_COLOR) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line) out.write(`${prettyLogLine(line, colours)}\n`);
    },
  };
}
