import { inspect } from 'node:util';

/**
 * Minimal levelled logger: debug and info go to stdout, warn and error to stderr (the e2e
 * server's stdout is discarded by Playwright, its stderr is shown).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export function createLogger(level: LogLevel = 'info'): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, detail?: unknown) => {
    if (ORDER[at] < ORDER[level]) return;
    const suffix = detail === undefined ? '' : ` ${formatDetail(detail)}`;
    const line = `${new Date().toISOString()} ${at.toUpperCase()} ${redactText(message)}${suffix}\n`;
    if (at === 'error' || at === 'warn') process.stderr.write(line);
    else process.stdout.write(line);
  };
  return {
    debug: (m, d) => write('debug', m, d),
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
  };
}

/**
 * One log detail as text; never throws (a circular object must not turn the error being logged
 * into a second one). Errors keep their stack plus the fields that explain a database failure
 * (code, detail, cause), which `stack` alone drops.
 */
export function formatDetail(detail: unknown): string {
  const clean = redactValue(detail, 0, new WeakMap());
  if (clean instanceof Error) return redactText(inspect(clean, { depth: 3, breakLength: Infinity }));
  try {
    const json = JSON.stringify(clean);
    if (json !== undefined) return redactText(json);
  } catch {
    // circular or BigInt: fall through
  }
  return redactText(inspect(clean, { depth: 3, breakLength: Infinity }));
}

/**
 * Secrets never reach the log (README 'Accounts, sessions and security'). Fields whose name says
 * they hold one are replaced whole: the bound parameters of a failed query (`params`,
 * `parameters`: session tokens, password hashes, e-mails), passwords, tokens, secrets, cookies,
 * authorization headers. Text (messages, stacks, the rest) is then scrubbed of what looks like a
 * secret: see redactText.
 */
const SECRET_KEY = /param|password|passwd|secret|token|cookie|authorization|credential/i;
const REDACTED = '[redacted]';

function redactValue(value: unknown, depth: number, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (!value || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value);
  if (depth > 4) return '[…]';
  if (value instanceof Error) {
    const copy = new Error(redactText(value.message));
    seen.set(value, copy);
    copy.name = value.name;
    copy.stack = value.stack === undefined ? undefined : redactText(value.stack);
    for (const [k, v] of Object.entries(value)) {
      (copy as unknown as Record<string, unknown>)[k] = SECRET_KEY.test(k) ? REDACTED : redactValue(v, depth + 1, seen);
    }
    if ('cause' in value) copy.cause = redactValue(value.cause, depth + 1, seen);
    return copy;
  }
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const v of value) copy.push(redactValue(v, depth + 1, seen));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [k, v] of Object.entries(value)) copy[k] = SECRET_KEY.test(k) ? REDACTED : redactValue(v, depth + 1, seen);
  return copy;
}

/**
 * Scrub a line of text: `name=value` pairs whose name mentions a token, secret, password or
 * session (query strings such as `?token=…`, cookies such as `loadmath.session_token=…`); the
 * `params: …` line of a failed drizzle query; the values in PostgreSQL's `Key (email)=(…)` and
 * `Failing row contains (…)`;
 * bearer credentials; JWTs (confirmation links); scrypt hashes; and any run of 32+ letters and
 * digits mixing upper case, lower case and digits (random session tokens).
 */
export function redactText(text: string): string {
  return text
    .replace(/^(\s*params: ).*$/gm, `$1${REDACTED}`)
    .replace(/([\w.-]*(?:token|secret|password|passwd|session|code)[\w.-]*)=([^&\s;,"'<>)]+)/gi, `$1=${REDACTED}`)
    .replace(/(Key \([^)]*\)=\()[^)]*(\))/g, `$1${REDACTED}$2`)
    .replace(/(Failing row contains \().*?(\)\.?['"]?$)/gm, `$1${REDACTED}$2`)
    .replace(/(Bearer\s+)\S+/gi, `$1${REDACTED}`)
    .replace(/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/g, REDACTED)
    .replace(/\$scrypt\$[^\s'"]+/g, REDACTED)
    .replace(/\b(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]{32,}\b/g, REDACTED);
}
