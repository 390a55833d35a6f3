// The SMTP side, through nodemailer. Timeouts stay well inside the dispatcher's lease, so a send
// that hangs fails (and is retried) before another process may take the row over.
import nodemailer from 'nodemailer';

export interface SmtpSettings {
  /** smtp://user:pass@host:port or smtps://… */
  url?: string;
  host?: string;
  port?: number;
  secure?: boolean;
  user?: string;
  pass?: string;
}

export interface OutgoingEmail {
  /** Stable per outbox row, so a receiver can drop the copy a crash after sending could cause. */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  fileName: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpMailer(settings: SmtpSettings, from: string): Mailer {
  const transport = settings.url
    ? nodemailer.createTransport(settings.url, { ...TIMEOUTS, from })
    : nodemailer.createTransport(
        {
          host: settings.host,
          port: settings.port,
          secure: settings.secure ?? false,
          // A local catcher speaks plain SMTP; a real server on port 587 upgrades with STARTTLS.
          ignoreTLS: !settings.user,
          auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
          ...TIMEOUTS,
        },
        { from },
      );
  return {
    async send(email) {
      const attachments = email.attachments?.map(({ fileName, content, contentType }) => ({ filename: fileName, content, contentType }));
      await transport.sendMail({ messageId: email.messageId, to: email.to, subject: email.subject, html: email.html, text: email.text, attachments });
    },
    close: () => transport.close(),
  };
}
