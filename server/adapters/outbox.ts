// The dev outbox (issue 12; docs/operations.md "E-mail and SMS"): where mail and SMS go when no
// SMTP server or SMS gateway is configured. Every message is kept in memory (tests read
// `entries`), written as a JSON file to a folder when one is given (server/main.ts:
// <DATA_DIR>/outbox) and printed to the server log with its text, so the link or code in it
// can be read there.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, Mailer } from './mail.ts';
import type { SmsMessage, SmsSender } from './sms.ts';

export type OutboxEntry = ({ kind: 'mail' } & MailMessage) | ({ kind: 'sms' } & SmsMessage);
export type StoredEntry = OutboxEntry & { at: string; id: number };

export type DevOutboxOptions = {
  /** Folder for one JSON file per message; none: memory only. */
  dir?: string | undefined;
  /** Where the log line goes (default: none). server/main.ts passes console.log. */
  log?: ((line: string) => void) | undefined;
};

export class DevOutbox {
  readonly entries: StoredEntry[] = [];
  readonly mail: Mailer;
  readonly sms: SmsSender;
  private readonly options: DevOutboxOptions;
  private next = 1;

  constructor(options: DevOutboxOptions = {}) {
    this.options = options;
    this.mail = { send: (message) => this.store({ kind: 'mail', ...message }) };
    this.sms = { send: (message) => this.store({ kind: 'sms', ...message }) };
  }

  /** The mail sent to `to`, oldest first. */
  mailTo(to: string): (StoredEntry & { kind: 'mail' })[] {
    return this.entries.filter((e): e is StoredEntry & { kind: 'mail' } => e.kind === 'mail' && e.to.toLowerCase() === to.toLowerCase());
  }

  /** The SMS sent to `to`, oldest first. */
  smsTo(to: string): (StoredEntry & { kind: 'sms' })[] {
    return this.entries.filter((e): e is StoredEntry & { kind: 'sms' } => e.kind === 'sms' && e.to === to);
  }

  private async store(entry: OutboxEntry): Promise<void> {
    const stored: StoredEntry = { ...entry, at: new Date().toISOString(), id: this.next++ };
    this.entries.push(stored);
    if (this.options.dir) {
      await mkdir(this.options.dir, { recursive: true });
      const name = `${stored.at.replace(/[:.]/g, '-')}-${stored.id}-${entry.kind}.json`;
      await writeFile(join(this.options.dir, name), JSON.stringify(stored, null, 2));
    }
    if (this.options.log) {
      const head = entry.kind === 'mail' ? `mail to ${entry.to}: ${entry.subject}` : `SMS to ${entry.to}`;
      this.options.log(`[outbox] ${head}\n${indent(entry.text)}`);
    }
  }
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
