import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  systemClock,
  type Clock,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type JobResult,
  type QueueOptions,
} from "pg-boss";
import type { Database, Db } from "#db/client.ts";

/**
 * The durable job queue (decision 0040): pg-boss in the portal's database,
 * its own schema (`pgboss`) beside ours. Modules declare their queues and
 * schedules while the app is built; `start()` (when the app is ready) starts
 * the queue and, in a process that runs background jobs, its workers and
 * schedules; `stop()` (when the app closes) lets running jobs finish.
 */
export type Jobs = {
  /**
   * A queue this process sends to. Its handler runs here when this process
   * runs background jobs (BACKGROUND_JOBS); a job whose handler throws is
   * tried again as the queue's options say.
   */
  queue<T extends object>(name: string, definition: QueueDefinition<T>): void;
  /**
   * A task run once per occurrence of a cron expression (minutes at the
   * finest) across every instance on the database, by whichever worker claims
   * it. Declared by every process; run only by those that run background jobs.
   */
  schedule(name: string, cron: string, task: () => Promise<void>): void;
  /**
   * Puts a job on a declared queue; with `tx`, in that transaction, so the job
   * exists exactly when the change that causes it commits.
   */
  send<T extends object>(
    name: string,
    data: T,
    options?: { tx?: Db; startAfter?: Date },
  ): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export type QueueDefinition<T> = {
  options: QueueOptions;
  /** How often an idle worker asks for jobs; each ask is a query on the database. */
  pollingSeconds: number;
  /**
   * Jobs a worker takes at once (one by one through `work`). While it keeps
   * getting full batches it asks again at once, so a backlog drains without
   * waiting `pollingSeconds` between jobs.
   */
  batchSize: number;
  work(data: T): Promise<void>;
};

/** How often an idle worker of a schedule asks for its job: a job comes at most once a minute. */
const SCHEDULE_POLLING_SECONDS = 10;
/** What a running job is given to finish when the app closes before it is failed for a retry. */
const STOP_TIMEOUT_MS = 5_000;

export function createJobs(options: {
  database: Database;
  /** Whether this process works jobs and runs the schedules; false: it only sends to the queues. */
  work: boolean;
  log: FastifyBaseLogger;
  /** The queue's time and timers: the system's, or a clock a test moves. */
  clock?: Clock;
}): Jobs {
  const { database, log } = options;
  const queues = new Map<string, QueueDefinition<object>>();
  const schedules = new Map<string, { cron: string; task: () => Promise<void> }>();
  let boss: PgBoss | null = null;

  /**
   * On PostgreSQL pg-boss has a small pool of its own (its polls never wait
   * behind the requests' connections); on the embedded database it shares the
   * one connection, where its statements take turns with the requests'.
   */
  function connection(): ConstructorOptions {
    if (database.embedded) return { db: fromPglite(database.embedded), backend: "pglite" };
    if (!database.url) throw new Error("the job queue needs the database's URL");
    return { connectionString: database.url, max: 3, application_name: "academy-jobs" };
  }

  /**
   * Runs a batch's jobs one by one and settles each on its own (pg-boss's
   * per-job results): a job that throws is logged, with its queue, and failed
   * for the queue's retries; the others of its batch stand.
   */
  function worker<T>(name: string, run: (data: T) => Promise<void>) {
    return async (batch: { id: string; data: T }[]) => {
      const results: JobResult[] = [];
      for (const job of batch) {
        try {
          await run(job.data);
          results.push({ id: job.id, status: "completed" });
        } catch (err) {
          log.error({ err, queue: name, jobId: job.id }, "background job failed");
          results.push({
            id: job.id,
            status: "failed",
            output: { message: err instanceof Error ? err.message : String(err) },
          });
        }
      }
      return results;
    };
  }

  return {
    queue(name, definition) {
      queues.set(name, definition as QueueDefinition<object>);
    },

    schedule(name, cron, task) {
      schedules.set(name, { cron, task });
    },

    async send(name, data, { tx, startAfter } = {}) {
      if (!boss) throw new Error(`the job queue is not running: ${name} cannot take a job`);
      if (!queues.has(name)) throw new Error(`no queue ${name} was declared`);
      await boss.send(name, data, {
        // Drizzle's execute() is typed loosely (unknown rows); the adapter reads its rows as pg returns them.
        ...(tx ? { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) } : {}),
        ...(startAfter ? { startAfter } : {}),
      });
    },

    async start() {
      const work = options.work;
      // Nothing to send and nothing to run: no queue at all (a web-only process without mail to hand over).
      if (queues.size === 0 && !(work && schedules.size > 0)) return;
      const started = new PgBoss({
        ...connection(),
        clock: options.clock ?? systemClock,
        // Maintenance (expiring, retrying, deleting old jobs) and the cron passes belong to the
        // processes that run jobs; a web-only one only writes jobs.
        supervise: work,
        schedule: work,
        migrate: true,
        instanceName: work ? "worker" : "web",
      });
      started.on("error", (err) => log.error({ err }, "job queue error"));
      started.on("warning", (warning) => log.warn({ warning }, "job queue warning"));
      await started.start();
      boss = started;
      for (const [name, { options: queueOptions }] of queues) {
        await started.createQueue(name, queueOptions);
        // A queue made by an older release keeps its options until told the new ones.
        await started.updateQueue(name, queueOptions);
      }
      if (!work) return;
      // A scheduled task is not retried: the next occurrence comes within minutes. Its finished
      // jobs are kept a day (for a look at the last runs), not pg-boss's week: a per-minute schedule
      // would otherwise keep ten thousand rows, on the embedded database too.
      for (const [name, { cron, task }] of schedules) {
        await started.createQueue(name, {
          retryLimit: 0,
          expireInSeconds: 15 * 60,
          deleteAfterSeconds: 24 * 60 * 60,
        });
        await started.schedule(name, cron);
        await started.work(
          name,
          { pollingIntervalSeconds: SCHEDULE_POLLING_SECONDS, perJobResults: true },
          worker(name, () => task()),
        );
      }
      // Schedules a newer release no longer has stop creating jobs nobody works.
      for (const stale of await started.getSchedules()) {
        if (!schedules.has(stale.name)) await started.unschedule(stale.name, stale.key);
      }
      for (const [name, definition] of queues) {
        await started.work(
          name,
          {
            pollingIntervalSeconds: definition.pollingSeconds,
            batchSize: definition.batchSize,
            burstWhenBatchFull: definition.batchSize > 1,
            perJobResults: true,
          },
          worker(name, definition.work),
        );
      }
    },

    async stop() {
      const running = boss;
      boss = null;
      await running?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true });
    },
  };
}
