import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "#db/client.ts";
import { mailOutbox } from "#db/schema/identity.ts";

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Outgoing mail over SMTP (SMTP_URL). Without an SMTP server the mail is kept
 * in the outbox table and written to the log, so nothing is lost and a
 * developer can follow a password-reset link.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await options.db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      options.log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        "mail kept in the outbox (no SMTP_URL)",
      );
    },
  };
}
