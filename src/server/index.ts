import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

/** Entry point: `npm start` (after building the web app). */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const running = await startServer(config, logger);
  logger.info(
    `LoadMath is running at ${running.url} (database: ${running.database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL server'})`,
  );

  const shutdown = (signal: string) => {
    logger.info(`${signal} received, shutting down`);
    running.stop().then(
      () => process.exit(0),
      (error) => {
        logger.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`LoadMath failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
