export interface PgCluster {
  readonly port: number;
  readonly dir: string;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly version: string;
  start(): void;
  stop(): void;
  destroy(): void;
}

export function findPgBinDir(): string | undefined;
export function startPgCluster(options?: { port?: number; durable?: boolean; maxConnections?: number }): Promise<PgCluster>;
