import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The top self-time functions of a V8 CPU profile, and the top files by self
 * time: `node bench/profile-summary.ts <file.cpuprofile | directory> [count]`
 * (a directory means its newest profile, as BENCH_CPU_PROF leaves them).
 */
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

function newestProfile(target: string): string {
  if (!statSync(target).isDirectory()) return target;
  const files = readdirSync(target)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => path.join(target, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`no .cpuprofile in ${target}`);
  return files[0];
}

/** Where a function lives, short: a package name or a path inside the repository. */
function place(url: string): string {
  if (!url) return "(native)";
  const file = url.replace(/^file:\/\//, "");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (pkg) return pkg[1]!;
  if (file.startsWith("node:")) return file;
  return path.relative(process.cwd(), file);
}

const [target, countArg] = process.argv.slice(2);
if (!target) {
  console.error("usage: node bench/profile-summary.ts <file.cpuprofile | directory> [count]");
  process.exit(1);
}
const file = newestProfile(target);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const count = Number(countArg ?? 25);

const selfMicros = new Map<number, number>();
profile.samples.forEach((nodeId, index) => {
  selfMicros.set(nodeId, (selfMicros.get(nodeId) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);
const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  if (micros === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = place(url);
  const key = `${functionName || "(anonymous)"}  ${where}${url ? `:${lineNumber + 1}` : ""}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  byPlace.set(where, (byPlace.get(where) ?? 0) + micros);
}
const share = (micros: number) => `${((micros / total) * 100).toFixed(1).padStart(5)} %`;
const top = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => `${share(micros)}  ${key}`)
    .join("\n");

console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
console.log(`\nTop self time by function:\n${top(byFunction)}`);
console.log(`\nTop self time by package or file:\n${top(byPlace)}`);
