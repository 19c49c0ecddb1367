import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('TRUST_PROXY: false/true or a number of proxy hops (0 to 10)', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '3' }).TRUST_PROXY).toBe(3);
    for (const bad of ['11', '-1', '1.5', 'all']) expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });
});
