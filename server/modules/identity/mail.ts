import { hasServerTexts, serverTexts, type ServerTexts } from "#app/i18n/server-texts.server.ts";
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#db/client.ts";
import { mailOutbox } from "#db/schema/identity.ts";
import type { Jobs, QueueDefinition } from "../../jobs/jobs.ts";
import { MAIL_QUEUE, type MailJob } from "./mail-delivery.ts";

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = {
  /**
   * Writes the mail to the outbox. With `tx`, in the caller's transaction: the
   * mail exists exactly when the change that causes it commits, and is never
   * sent for one that rolled back. Delivery happens later, off the request
   * (mail-delivery.ts), so an SMTP server's failure never fails the caller.
   */
  send(mail: Mail, options?: { tx?: Db }): Promise<void>;
};

/**
 * A mail's texts in the recipient's language (locales/{language}/server.json,
 * "mail"), English when the portal has none for it, with the locale its dates
 * are written in (English's then too, so the words and the dates agree).
 */
export function mailTexts<T>(
  select: (mail: ServerTexts["mail"]) => T,
  languagePackId: string,
  locale: string,
): { pack: T; locale: string } {
  return hasServerTexts(languagePackId)
    ? { pack: select(serverTexts(languagePackId).mail), locale }
    : { pack: select(serverTexts("en").mail), locale: "en" };
}

/** Fills a text's `{name}` placeholders; one without a value stays as written. */
export const fillText = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The right-hand side of the Message-IDs: the sender's domain, as RFC 5322
 * recommends, so the ids are unique to this portal.
 */
export function messageIdDomain(from: string): string {
  const address = (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
  const domain = /@([A-Za-z0-9.-]+)$/.exec(address)?.[1];
  return domain ?? "academy.localhost";
}

/**
 * Outgoing mail through the outbox table. With an SMTP server (SMTP_URL) a
 * mail is `queued` and a job of the mail queue delivers it; without one
 * (demo, development) it is `kept`: it stays in the table and is written to
 * the log, so nothing is lost and a developer can follow a password-reset link.
 */
export function createMailer(options: {
  db: Db;
  jobs: Jobs;
  /** The mail queue's worker (mail-delivery.ts); undefined without an SMTP server. */
  delivery: QueueDefinition<MailJob> | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, jobs, delivery, log } = options;
  const domain = messageIdDomain(options.from);
  if (delivery) jobs.queue(MAIL_QUEUE, delivery);

  async function write(tx: Db, mail: Mail) {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${randomUUID()}@${domain}>`,
        status: delivery ? "queued" : "kept",
        nextAttemptAt: delivery ? new Date() : null,
      })
      .returning({ id: mailOutbox.id });
    if (delivery) await jobs.send(MAIL_QUEUE, { id: row!.id }, { tx });
    else
      log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        "mail kept in the outbox (no SMTP_URL)",
      );
  }

  return {
    async send(mail, { tx } = {}) {
      if (tx || !delivery) await write(tx ?? db, mail);
      // The row and its job commit together, or neither does.
      else await db.transaction((own) => write(own, mail));
    },
  };
}
