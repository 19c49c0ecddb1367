/**
 * Test servers hash passwords at scrypt cost 2^12 instead of production's 2^17 (config.ts
 * PASSWORD_SCRYPT_LOG_N): the same code, 4 MiB and ≈ 16 ms a hash instead of 128 MiB and up to
 * 0.9 s, for suites that sign in hundreds of times. Tests of the cost itself set their own.
 */
export const FAST_PASSWORD_HASHES = { PASSWORD_SCRYPT_LOG_N: '12' } as const;
