/** Minimal levelled logger writing one line per entry to stdout/stderr. */
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
    const suffix =
      detail === undefined ? '' : ` ${detail instanceof Error ? (detail.stack ?? detail.message) : JSON.stringify(detail)}`;
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
