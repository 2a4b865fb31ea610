// Outgoing e-mail (issue 12 "Delivery through real protocols"; docs/operations.md "E-mail and
// SMS"). The domain builds a message (server/domain/mail-messages.ts: the trainee's language,
// plain text and HTML) and hands it to the `mail` slot of createApp's adapters: SMTP through
// nodemailer when SMTP_URL is set, else the dev outbox (./outbox.ts).
import { createTransport } from 'nodemailer';

export type MailMessage = {
  /** The sender, from the setting `mailFrom` (e.g. `QA Academy <no-reply@qa-academy.example>`). */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = {
  /** Resolves once the message is accepted (by the SMTP server, or stored by the outbox); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
};

/** Hides the password of a connection URL for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unreadable URL)';
  }
}

/**
 * SMTP through nodemailer. `url`: smtp://user:pass@host:port (STARTTLS is used whenever the
 * server offers it; add ?requireTLS=true to refuse a server that does not), smtps:// for TLS from
 * the first byte (port 465). nodemailer reads options from the query too, e.g.
 * ?tls.rejectUnauthorized=false for a test server with a self-signed certificate.
 */
export function smtpMailer(url: string): Mailer {
  const transport = createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from: message.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
