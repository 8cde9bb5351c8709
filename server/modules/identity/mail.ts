import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "#db/client.ts";
import { mailOutbox } from "#db/schema/identity.ts";

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * A mail's texts in the recipient's language pack, English when the portal
 * has none for it, with the locale its dates are written in (English's then
 * too, so the words and the dates agree).
 */
export function mailTexts<T>(
  texts: Record<string, T> & { en: T },
  languagePackId: string,
  locale: string,
): { pack: T; locale: string } {
  const pack = texts[languagePackId];
  return pack ? { pack, locale } : { pack: texts.en, locale: "en" };
}

/** Fills a text's `{name}` placeholders; one without a value stays as written. */
export const fillText = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

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
