import { readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";

/**
 * CPU time of the processes in a load run, from /proc (Linux): who used the
 * machine's cores while it ran — the server, the database's backends, the
 * load generator, everyone else. Figures are % of one core over the window.
 */

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** utime + stime of a process in seconds, or 0 once it is gone. */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/**
 * utime + stime of a process and its children: the server processes a
 * primary started (WEB_PROCESSES) count as the portal's.
 */
export function processTreeCpuSeconds(pid: number): number {
  let total = processCpuSeconds(pid);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) total += processCpuSeconds(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

/** Busy and total seconds of all cores since boot (/proc/stat). */
function machineSeconds(): { busy: number; total: number } {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n")[0]!;
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    // idle and iowait
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: (total - idle) / TICKS, total: total / TICKS };
  } catch {
    return { busy: 0, total: 0 };
  }
}

export type CpuShares = {
  seconds: number;
  /** % of one core. */
  generator: number;
  server: number;
  database: number;
  /** Every process on the machine, % of all cores. */
  machineBusy: number;
  cores: number;
};

/**
 * Starts measuring: `serverPid` and the database backend pids (sampled at the
 * start and the end, since a pool may open connections while it runs).
 */
export function startCpuMeter(serverPid: number, databasePids: () => Promise<number[]>) {
  const started = performance.now();
  const generator = process.cpuUsage();
  const server = processCpuSeconds(serverPid);
  const machine = machineSeconds();
  const backendsAtStart = databasePids().then(
    (pids) => new Map(pids.map((pid) => [pid, processCpuSeconds(pid)])),
  );
  return async function stop(): Promise<CpuShares> {
    const seconds = (performance.now() - started) / 1000;
    const generatorUsed = process.cpuUsage(generator);
    const serverUsed = processCpuSeconds(serverPid) - server;
    const machineNow = machineSeconds();
    const atStart = await backendsAtStart;
    let database = 0;
    for (const pid of await databasePids())
      database += processCpuSeconds(pid) - (atStart.get(pid) ?? 0);
    const share = (used: number) => Math.round((used / seconds) * 100);
    const totalTicks = machineNow.total - machine.total;
    return {
      seconds,
      generator: share((generatorUsed.user + generatorUsed.system) / 1e6),
      server: share(serverUsed),
      database: share(database),
      machineBusy:
        totalTicks > 0 ? Math.round(((machineNow.busy - machine.busy) / totalTicks) * 100) : 0,
      cores: cpus().length,
    };
  };
}
