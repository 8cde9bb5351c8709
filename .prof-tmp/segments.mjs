import fs from 'node:fs';
const prof = JSON.parse(fs.readFileSync(process.argv[2]));
const byId = new Map(prof.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = prof.startTime; const segs = []; let cur = null;
prof.samples.forEach((id, i) => {
  t += prof.timeDeltas[i];
  const n = byId.get(id); const fn = n.callFrame.functionName;
  const idle = fn === '(idle)' || fn === '(program)';
  if (idle) { if (cur && t - cur.end > 1000) { segs.push(cur); cur = null; } return; }
  // top-level frame under root
  let top = id, chain = []; while (parent.get(top) !== undefined && parent.get(parent.get(top)) !== undefined) { top = parent.get(top); }
  const cf = byId.get(top).callFrame; const key = `${cf.functionName||'(anon)'} ${cf.url.split('/').pop()}`;
  if (!cur) cur = { start: t, end: t, tops: new Map() };
  cur.end = t; cur.tops.set(key, (cur.tops.get(key) ?? 0) + prof.timeDeltas[i]);
});
if (cur) segs.push(cur);
for (const s of segs) if (s.end - s.start > 3000) console.log(((s.start - prof.startTime)/1000).toFixed(0), ((s.end - s.start)/1000).toFixed(1), [...s.tops].sort((a,b)=>b[1]-a[1]).slice(0,4).map(([k,v])=>`${k}=${(v/1000).toFixed(1)}`).join(', '));
// detail for the longest segment: self time by function and top-2 level chains
const longest = segs.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
let t2 = prof.startTime; const selfIn = new Map(); const chainIn = new Map();
prof.samples.forEach((id, i) => {
  t2 += prof.timeDeltas[i]; if (t2 < longest.start || t2 > longest.end) return;
  const n = byId.get(id); const cf = n.callFrame; if (cf.functionName === '(idle)' || cf.functionName === '(program)') return;
  const k = `${cf.functionName||'(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
  selfIn.set(k, (selfIn.get(k) ?? 0) + prof.timeDeltas[i]);
  const chain = []; let c = id; while (c !== undefined) { const f = byId.get(c).callFrame; chain.unshift(`${f.functionName||'(anon)'}:${f.columnNumber}`); c = parent.get(c); }
  const ck = chain.slice(1, 9).join(' > ');
  chainIn.set(ck, (chainIn.get(ck) ?? 0) + prof.timeDeltas[i]);
});
console.log('longest self:'); for (const [k, v] of [...selfIn].sort((a,b)=>b[1]-a[1]).slice(0, 12)) console.log((v/1000).toFixed(1), k);
console.log('longest chains:'); for (const [k, v] of [...chainIn].sort((a,b)=>b[1]-a[1]).slice(0, 8)) console.log((v/1000).toFixed(1), k);
