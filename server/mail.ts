// Outgoing e-mail (verification codes, receipts, gift cards). Every message is recorded in the outbox
// table; with SMTP_URL set it is also sent with nodemailer, otherwise it is printed to the server log so
// that every flow works on a fresh machine (`npm run outbox` prints the outbox).
import { config } from './config';
import type { Db } from './db';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export function sendMail(db: Db, mail: Mail, now = Date.now()): void {
  transmitMail(db, recordMail(db, mail, now), mail);
}

/**
 * The outbox row only: for a caller that records a mail inside its own transaction, together with the change
 * that decides it (the gift delivery job), and calls transmitMail after the commit.
 */
export function recordMail(db: Db, mail: Mail, now = Date.now()): number {
  return Number(
    db.prepare('INSERT INTO outbox (to_addr, subject, body, created_at) VALUES (?, ?, ?, ?)').run(mail.to, mail.subject, mail.body, now)
      .lastInsertRowid,
  );
}

/** Hands a recorded mail to SMTP (when configured) or the server log. Never inside a transaction. */
export function transmitMail(db: Db, id: number, mail: Mail): void {
  if (!config.smtpUrl) {
    console.info(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.body}`);
    return;
  }
  // Sent after the answer: a slow SMTP server never holds up a request or a transaction.
  void import('nodemailer')
    .then(({ default: nodemailer }) =>
      nodemailer.createTransport(config.smtpUrl).sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.body }),
    )
    .then(() => db.prepare('UPDATE outbox SET sent_at = ? WHERE id = ?').run(Date.now(), id))
    .catch((error: unknown) => console.error('[mail] sending failed', error));
}

export function outbox(db: Db, to?: string): { id: number; to_addr: string; subject: string; body: string; created_at: number }[] {
  return (to
    ? db.prepare('SELECT * FROM outbox WHERE to_addr = ? ORDER BY id DESC').all(to)
    : db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT 50').all()) as ReturnType<typeof outbox>;
}
