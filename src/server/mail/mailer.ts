import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** Folder for the local outbox when no SMTP server is configured. */
  outboxDir: string;
  logger: Logger;
  /**
   * Also write an outbox message's text (its links) to the log; only outside production. In
   * production a link in the log would hand anyone who reads the log a sign-in.
   */
  logText?: boolean;
}

/**
 * SMTP through nodemailer when `SMTP_URL` is set. Otherwise each message is written to
 * `<DATA_DIR>/outbox/<time>-<random>.json` (mode 0600) so a person running LoadMath locally can
 * open the confirmation link, and noted in the log: with its text outside production (the
 * logger still masks the link's token), without it in production.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, outboxDir, logger, logText = false } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        logger.info(`mail sent to ${mail.to}: ${mail.subject}`);
      },
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const file = path.join(outboxDir, name);
      const record = { from, ...mail, createdAt: new Date().toISOString() };
      // Written beside the outbox, then renamed in (atomic on one file system): whoever reads the
      // outbox (a person, the e2e tests) never finds a half-written message.
      const partial = path.join(path.dirname(outboxDir), `.outbox-${name}.partial`);
      await writeFile(partial, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
      await rename(partial, file);
      logger.info(`mail to ${mail.to} (no SMTP_URL; saved in ${file}): ${mail.subject}${logText ? `\n${mail.text}` : ''}`);
    },
  };
}
