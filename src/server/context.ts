import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './logger';

/** What every route module receives: built once at start, passed down (no globals). */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
}

/** Hono environment shared by all routes. */
export interface AppEnv {
  Variables: {
    requestId: string;
  };
}
