/**
 * `npm run admin -- grant|revoke <email>` / `npm run admin -- list`: manage the admin role.
 * Uses the same configuration as the server (DATABASE_URL or the embedded database in DATA_DIR).
 * With the embedded database, stop the server first: PGlite allows one process at a time.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { ADMIN_USAGE, runAdminCommand } from './admin-command';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    process.stdout.write(`${ADMIN_USAGE}\n`);
    return args.length === 0 ? 2 : 0;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
  try {
    await migrate(database);
    return await runAdminCommand(database, args, (line) => process.stdout.write(`${line}\n`));
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`admin command failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
