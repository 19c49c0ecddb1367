import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_READS_PER_WORKER, DEFAULT_SCRYPT_LOG_N, loadConfig, RETIRED_AUTH_SECRET } from './config';

describe('configuration', () => {
  it('has safe defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REQUIRE_EMAIL_CONFIRMATION).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ REQUIRE_EMAIL_CONFIRMATION: 'maybe' })).toThrow(/REQUIRE_EMAIL_CONFIRMATION/);
  });

  it('requires a real AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), ADMIN_EMAILS: ' A@b.com, c@d.com ' });
    expect(config.isProduction).toBe(true);
    expect(config.adminEmails).toEqual(['a@b.com', 'c@d.com']);
  });

  describe('AUTH_SECRET unset: a generated secret in DATA_DIR', () => {
    const dirs: string[] = [];
    const dataDir = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'lm-secret-'));
      dirs.push(dir);
      return dir;
    };
    afterEach(() => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });

    it('is random, kept in DATA_DIR/auth-secret with mode 0600, and reused on restart', () => {
      const dir = dataDir();
      const first = loadConfig({ DATA_DIR: dir });
      const file = path.join(dir, 'auth-secret');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(first.authSecret).toMatch(/^[0-9a-f]{64}$/);
      expect(first.authSecret).not.toBe(RETIRED_AUTH_SECRET);
      expect(readFileSync(file, 'utf8').trim()).toBe(first.authSecret);
      // A restart (NODE_ENV unset, as npm start runs) signs with the same secret.
      expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
      // Another installation gets another secret.
      expect(loadConfig({ DATA_DIR: dataDir() }).authSecret).not.toBe(first.authSecret);
    });

    it('tightens a readable secret file to 0600', () => {
      const dir = dataDir();
      writeFileSync(path.join(dir, 'auth-secret'), `${'a'.repeat(64)}\n`, { mode: 0o644 });
      expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe('a'.repeat(64));
      expect(statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    });

    it('the old built-in value is refused in every mode, naming AUTH_SECRET', () => {
      for (const NODE_ENV of [undefined, 'development', 'test', 'production']) {
        expect(() => loadConfig({ NODE_ENV, DATA_DIR: dataDir(), AUTH_SECRET: RETIRED_AUTH_SECRET })).toThrow(ConfigError);
        expect(() => loadConfig({ NODE_ENV, DATA_DIR: dataDir(), AUTH_SECRET: RETIRED_AUTH_SECRET })).toThrow(/AUTH_SECRET/);
      }
      const dir = dataDir();
      writeFileSync(path.join(dir, 'auth-secret'), RETIRED_AUTH_SECRET, { mode: 0o600 });
      expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/AUTH_SECRET/);
    });
  });

  it('TRUST_PROXY: false/true or a number of proxy hops (0 to 10)', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '3' }).TRUST_PROXY).toBe(3);
    for (const bad of ['11', '-1', '1.5', 'all']) expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('OCR_WORKER_MAX_READS: reads before an OCR worker is replaced, 0 for never', () => {
    expect(loadConfig({}).OCR_WORKER_MAX_READS).toBe(DEFAULT_READS_PER_WORKER);
    expect(loadConfig({ OCR_WORKER_MAX_READS: '25' }).OCR_WORKER_MAX_READS).toBe(25);
    expect(loadConfig({ OCR_WORKER_MAX_READS: '0' }).OCR_WORKER_MAX_READS).toBe(0);
    for (const bad of ['-1', '2.5', 'many']) expect(() => loadConfig({ OCR_WORKER_MAX_READS: bad })).toThrow(/OCR_WORKER_MAX_READS/);
  });

  it('PASSWORD_SCRYPT_LOG_N: 17 by default; lower only outside production', () => {
    expect(DEFAULT_SCRYPT_LOG_N).toBe(17);
    expect(loadConfig({}).PASSWORD_SCRYPT_LOG_N).toBe(17);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_SCRYPT_LOG_N: '12' }).PASSWORD_SCRYPT_LOG_N).toBe(12);
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...production, PASSWORD_SCRYPT_LOG_N: '18' }).PASSWORD_SCRYPT_LOG_N).toBe(18);
    expect(() => loadConfig({ ...production, PASSWORD_SCRYPT_LOG_N: '16' })).toThrow(/PASSWORD_SCRYPT_LOG_N below 17 is for tests only/);
    for (const bad of ['9', '21', '12.5', 'cheap']) expect(() => loadConfig({ PASSWORD_SCRYPT_LOG_N: bad })).toThrow(/PASSWORD_SCRYPT_LOG_N/);
  });
});
