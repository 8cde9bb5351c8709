import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "#db/client.ts";
import { mailOutbox } from "#db/schema/identity.ts";
import type { Jobs, QueueDefinition } from "../../jobs/jobs.ts";

/** The queue whose jobs deliver the outbox's mail, one job per attempt at one mail. */
export const MAIL_QUEUE = "mail";

export type MailJob = { id: number };

/**
 * How long a worker may hold a mail while it talks to the SMTP server: longer
 * than the conversation the timeouts below allow, so a second worker only
 * takes a mail whose first one stopped (the process ended) mid-conversation.
 */
const CLAIM_SECONDS = 5 * 60;
/** An unreachable or silent server is given up on well within the claim. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
/** The longest wait between two attempts at a mail. */
const MAX_RETRY_DELAY_SECONDS = 60 * 60;
/** How often an idle mail worker looks for mail: a mail waits at most this long after its commit. */
const POLLING_SECONDS = 2;
/** Mails a worker takes at once; after an outage the backlog is taken a batch at a time without pauses. */
const BATCH_SIZE = 5;

/**
 * The mail queue's worker: takes a queued mail, hands it to the SMTP server
 * (SMTP_URL) and records what happened. A mail the server refused or could not
 * take waits `firstDelaySeconds`, then twice as long after each further
 * failure (at most an hour), until its last attempt; the outbox row says when
 * the next attempt is and what went wrong. No database transaction is open
 * while the server is talked to.
 */
export function createMailDelivery(options: {
  db: Db;
  jobs: Jobs;
  smtpUrl: string;
  from: string;
  retry: { firstDelaySeconds: number; attempts: number };
  log: FastifyBaseLogger;
}): QueueDefinition<MailJob> {
  const { db, jobs, from, retry, log } = options;
  const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });

  /**
   * The mail, claimed for this worker: one still queued that no other worker
   * holds (or held past its claim). Null when nothing is left to do.
   */
  async function claim(id: number) {
    const now = new Date();
    const [mail] = await db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        claimedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
      })
      .where(
        and(
          eq(mailOutbox.id, id),
          eq(mailOutbox.status, "queued"),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
        ),
      )
      .returning();
    if (mail) return mail;
    const [row] = await db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    // Sent, failed, or gone with its recipient's account: nothing to do.
    if (row?.status !== "queued") return null;
    // Another worker holds it: the queue runs this job again later, after that claim.
    throw new Error(`mail ${id} is being delivered by another worker`);
  }

  async function deliver({ id }: MailJob) {
    const mail = await claim(id);
    if (!mail) return;
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        // The same id on every attempt: a copy sent again after a lost answer is recognisable.
        messageId: mail.messageId,
      });
    } catch (error) {
      await recordFailure(mail.id, mail.attempts, error);
      return;
    }
    await db
      .update(mailOutbox)
      .set({
        status: "sent",
        sentAt: new Date(),
        lastError: null,
        nextAttemptAt: null,
        claimedUntil: null,
      })
      .where(eq(mailOutbox.id, mail.id));
  }

  /** The failed attempt, and the next one's job in the same transaction; or the mail failed. */
  async function recordFailure(id: number, attempts: number, error: unknown) {
    const last = attempts >= retry.attempts;
    const delaySeconds = Math.min(
      MAX_RETRY_DELAY_SECONDS,
      retry.firstDelaySeconds * 2 ** (attempts - 1),
    );
    const next = last ? null : new Date(Date.now() + delaySeconds * 1000);
    await db.transaction(async (tx) => {
      await tx
        .update(mailOutbox)
        .set({
          status: last ? "failed" : "queued",
          lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
          nextAttemptAt: next,
          claimedUntil: null,
        })
        .where(eq(mailOutbox.id, id));
      if (next) await jobs.send(MAIL_QUEUE, { id }, { tx, startAfter: next });
    });
    if (last) log.error({ err: error, mailId: id, attempts }, "mail failed at its last attempt");
    else
      log.warn(
        { err: error, mailId: id, attempts, nextAttemptAt: next },
        "mail not delivered; it is tried again",
      );
  }

  return {
    // The queue's own retries are for a job that broke off (the process stopped, the database
    // failed): each waits as a failed delivery would, up to as many times.
    options: {
      retryLimit: retry.attempts,
      retryDelay: retry.firstDelaySeconds,
      retryBackoff: true,
      retryDelayMax: MAX_RETRY_DELAY_SECONDS,
      expireInSeconds: CLAIM_SECONDS,
    },
    pollingSeconds: POLLING_SECONDS,
    batchSize: BATCH_SIZE,
    work: deliver,
  };
}
