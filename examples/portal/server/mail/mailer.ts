import nodemailer from 'nodemailer';

/** One outgoing e-mail; `link` is the action link (reset, verify) also written into the text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/** Sends e-mails; the server depends on this interface only. */
export interface Mailer {
  /** Sends one message (resolves when handed over to the transport). */
  send(message: MailMessage): Promise<void>;
}

/** A mailer that keeps messages in memory, for tests and for inspecting what would be sent. */
export interface MemoryMailer extends Mailer {
  /** Every message sent so far, oldest first. */
  readonly outbox: MailMessage[];
}

/** Writes each e-mail with its link to the server log, so a local install works without SMTP. */
export function createLogMailer(log: (line: string) => void = console.info): Mailer {
  return {
    async send({ to, subject, link }) {
      log(`[mail] To: ${to} Subject: ${subject} Link: ${link ?? '-'}`);
    },
  };
}

/** Keeps e-mails in {@link MemoryMailer.outbox}. */
export function createMemoryMailer(): MemoryMailer {
  const outbox: MailMessage[] = [];
  return {
    outbox,
    async send(message) {
      outbox.push(message);
    },
  };
}

/** Sends e-mails through SMTP (`smtp://user:pass@host:port` or `smtps://…`) with nodemailer. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

/** The configured mailer: SMTP when `SMTP_URL` is set, else the log. */
export function createMailer(config: { smtpUrl: string | null; mailFrom: string }): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createLogMailer();
}
