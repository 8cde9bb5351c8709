import fs from 'node:fs';
const prof = JSON.parse(fs.readFileSync(process.argv[2]));
const byId = new Map(prof.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = prof.timeDeltas; let total = 0;
const counts = new Map();
prof.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
// inclusive by function name+url
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map(); const selfm = new Map(); const byFile = new Map();
for (const [id, t] of counts) {
  const n = byId.get(id); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
  if (cf.functionName === '(idle)' || cf.functionName === '(program)') continue;
  total += t; selfm.set(key, (selfm.get(key) ?? 0) + t);
  const f = cf.url.split('/').pop() || cf.functionName; byFile.set(f, (byFile.get(f) ?? 0) + t);
  const seen = new Set(); let cur = id;
  while (cur !== undefined) { const c = byId.get(cur).callFrame; const k = `${c.functionName || '(anon)'} ${c.url.split('/').pop()}:${c.lineNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + t); } cur = parent.get(cur); }
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n');
console.log('total busy', (total / 1000).toFixed(1), 'ms');
console.log('--- by file\n' + top(byFile, 12));
console.log('--- self\n' + top(selfm, 25));
console.log('--- inclusive\n' + top(incl, 40));
