import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The top self-time functions of a V8 CPU profile, and the top files by self
 * time: `node bench/profile-summary.ts <file.cpuprofile | directory> [count] [focus]`
 * (a directory means its newest profile, as BENCH_CPU_PROF leaves them).
 * With `focus` (a function name, or a file or package as listed), only the
 * samples taken inside a call of it count, e.g. one route's handler.
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

const [target, countArg, focus] = process.argv.slice(2);
if (!target) {
  console.error(
    "usage: node bench/profile-summary.ts <file.cpuprofile | directory> [count] [focus]",
  );
  process.exit(1);
}
const file = newestProfile(target);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const count = Number(countArg ?? 25);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);
const matchesFocus = (node: ProfileNode) =>
  node.callFrame.functionName === focus || place(node.callFrame.url) === focus;
/** Whether the node is, or is called from, a frame the focus names. */
const focused = new Map<number, boolean>();
function inFocus(id: number): boolean {
  const known = focused.get(id);
  if (known !== undefined) return known;
  const node = nodes.get(id)!;
  const parent = parents.get(id);
  const result = matchesFocus(node) || (parent !== undefined && inFocus(parent));
  focused.set(id, result);
  return result;
}

const selfMicros = new Map<number, number>();
let sampled = 0;
profile.samples.forEach((nodeId, index) => {
  const micros = profile.timeDeltas[index] ?? 0;
  sampled += micros;
  if (focus && !inFocus(nodeId)) return;
  selfMicros.set(nodeId, (selfMicros.get(nodeId) ?? 0) + micros);
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

console.log(
  `${file}: ${(sampled / 1e6).toFixed(1)} s sampled` +
    (focus ? `, ${(total / 1e6).toFixed(1)} s of it inside ${focus} (the shares below)` : ""),
);
console.log(`\nTop self time by function:\n${top(byFunction)}`);
console.log(`\nTop self time by package or file:\n${top(byPlace)}`);
