import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createMailer } from './mailer';

describe('outbox mailer (no SMTP_URL)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('every file in the outbox is a whole message; nothing partial is left beside it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lm-mailer-'));
    dirs.push(dataDir);
    const outbox = path.join(dataDir, 'outbox');
    const mailer = createMailer({ from: 'LoadMath <no-reply@example.com>', outboxDir: outbox, logger: createLogger('silent') });
    // Read the folder while messages are being written, as the e2e tests do: a half-written
    // file would fail JSON.parse here.
    const sending = Promise.all(
      Array.from({ length: 20 }, (_, i) => mailer.send({ to: `d${i}@example.com`, subject: 'Confirm', text: 'x'.repeat(50_000) })),
    );
    let done = false;
    void sending.then(() => (done = true));
    while (!done) {
      let files: string[] = [];
      try {
        files = readdirSync(outbox);
      } catch {
        // not created yet
      }
      for (const f of files) JSON.parse(readFileSync(path.join(outbox, f), 'utf8'));
      await new Promise((r) => setImmediate(r));
    }
    await sending;
    const files = readdirSync(outbox);
    expect(files).toHaveLength(20);
    expect(files.every((f) => f.endsWith('.json'))).toBe(true);
    expect(readdirSync(dataDir)).toEqual(['outbox']);
    const mail = JSON.parse(readFileSync(path.join(outbox, files[0]!), 'utf8')) as Record<string, unknown>;
    expect(mail).toMatchObject({ from: 'LoadMath <no-reply@example.com>', subject: 'Confirm' });
  });
});
