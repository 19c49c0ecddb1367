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
    const line = `${new Date().toISOString()} ${at.toUpperCase()} ${message}${suffix}\n`;
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
  if (detail instanceof Error) return inspect(detail, { depth: 3, breakLength: Infinity });
  try {
    const json = JSON.stringify(detail);
    if (json !== undefined) return json;
  } catch {
    // circular or BigInt: fall through
  }
  return inspect(detail, { depth: 3, breakLength: Infinity });
}
