import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { applyAdminEmails } from './auth/roles';
import { deleteOldEvents, RETENTION_EVERY_MS } from './events/retention';
import { createLogger, type Logger } from './logger';
import path from 'node:path';

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  /** The Node HTTP server (tests watch its 'request' event to know a request was accepted). */
  server: ServerType;
  /** Stop accepting connections, let in-flight requests finish, then close the database. */
  stop(): Promise<void>;
}

/** Open the database, apply migrations, and listen. Used by index.ts and by tests/benchmarks. */
export async function startServer(config: Config, logger: Logger = createLogger(config.LOG_LEVEL)): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
  const applied = await migrate(database);
  if (applied.length) logger.info(`applied migrations: ${applied.join(', ')}`);
  const admins = await applyAdminEmails(database, config.adminEmails);
  if (admins.length) logger.info(`admin role (ADMIN_EMAILS): ${admins.join(', ')}`);

  // Raw analytics events are kept EVENTS_RETENTION_DAYS: deleted now and every 6 hours.
  const purge = async () => {
    try {
      const deleted = await deleteOldEvents(database, config.EVENTS_RETENTION_DAYS);
      if (deleted) logger.info(`deleted ${deleted} analytics events older than ${config.EVENTS_RETENTION_DAYS} days`);
    } catch (error) {
      logger.warn('deleting old analytics events failed; retrying at the next run', error instanceof Error ? error.message : error);
    }
  };
  await purge();
  let purging: Promise<void> | undefined;
  const retention = setInterval(() => {
    purging ??= purge().finally(() => (purging = undefined));
  }, RETENTION_EVERY_MS);
  retention.unref();

  const app = buildApp({ config, database, logger });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const url = config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' ? 'localhost' : config.HOST}:${port}`;

  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    database,
    server,
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive sockets would hold close() open; in-flight requests still finish.
          const s = server as unknown as { closeIdleConnections?: () => void };
          s.closeIdleConnections?.();
        });
        clearInterval(retention);
        await purging;
        await app.drain();
        await database.close();
      })();
      return stopping;
    },
  };
}
