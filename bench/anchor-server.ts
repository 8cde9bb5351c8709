import Fastify from "fastify";
import pg from "pg";

/**
 * The bench's anchor: a Fastify "hello world" in a process of its own,
 * measured in the same run and with the same settings as the portal's
 * targets, so the figures can be read against what this machine does at
 * that moment with no work per request. `node bench/anchor-server.ts <port>`.
 *
 * Given a PostgreSQL URL as well (`… <port> <postgres-url>`), it also answers
 * `POST /write`: one committed upsert by key per call on a pool of 10
 * connections, as the portal's, and nothing else (no session, no validation).
 * That is the least an exam call that saves an answer can cost here: the exam
 * storm's anchor.
 */
const port = Number(process.argv[2] ?? 3401);
const postgresUrl = process.argv[3];
const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));

const pool = postgresUrl ? new pg.Pool({ connectionString: postgresUrl, max: 10 }) : null;
if (pool) {
  await pool.query(
    "create table if not exists bench_anchor_writes (id int primary key, answer text not null, saved_at timestamptz not null)",
  );
  app.post<{ Body: { id: number; answer: string } }>("/write", async (request) => {
    const { id, answer } = request.body;
    await pool.query({
      name: "anchor_write",
      text: `insert into bench_anchor_writes (id, answer, saved_at) values ($1, $2, now())
             on conflict (id) do update set answer = excluded.answer, saved_at = excluded.saved_at`,
      values: [id, answer],
    });
    return { code: 200, data: null };
  });
}

await app.listen({ port, host: "127.0.0.1" });
process.once(
  "SIGTERM",
  () =>
    void app
      .close()
      .then(() => pool?.end())
      .then(() => process.exit(0)),
);
