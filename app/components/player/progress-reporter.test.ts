import { expect, test } from "vitest";
import { REPORT_EVERY_MS, createProgressReporter } from "./progress-reporter.ts";

function setup() {
  let clock = 0;
  const sent: { payDuration: number; keepalive: boolean }[] = [];
  const reporter = createProgressReporter({
    now: () => clock,
    send: (payDuration, { keepalive }) => sent.push({ payDuration, keepalive }),
  });
  return { reporter, sent, advance: (ms: number) => (clock += ms) };
}

test("while playing, the position goes out at most every 10 seconds", () => {
  const { reporter, sent, advance } = setup();
  expect(REPORT_EVERY_MS).toBe(10_000);
  reporter.seed(3);
  for (let second = 3; second <= 25; second++) {
    reporter.tick(second + 0.4);
    advance(1000);
  }
  expect(sent.map((s) => s.payDuration)).toEqual([13, 23]);
});

test("pause, hiding and leaving send at once; the same second is not sent twice", () => {
  const { reporter, sent } = setup();
  reporter.seed(4);
  reporter.flush(4.8); // the position the server already has
  reporter.flush(6.2);
  reporter.flush(6.9);
  reporter.flush(7.1, { keepalive: true });
  expect(sent).toEqual([
    { payDuration: 6, keepalive: false },
    { payDuration: 7, keepalive: true },
  ]);
});

test("the end is always reported, and nonsense positions never", () => {
  const { reporter, sent } = setup();
  reporter.seed(8);
  reporter.flush(8, { force: true });
  reporter.flush(Number.NaN);
  reporter.flush(-1);
  expect(sent).toEqual([{ payDuration: 8, keepalive: false }]);
});
