import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const base = process.env.BASE ?? 'http://127.0.0.1:3100';
const cookie = process.env.COOKIE;
for (const p of ['/en', '/en/mobile', '/en/mobile/certification/detail/101', '/en/mobile/course/detail/2001?courseType=0', '/en/mobile/my-learning']) {
  const html = await (await fetch(base + p, { headers: cookie ? { cookie } : {} })).text();
  const list = /const modules = (\[[^\]]*\]);/.exec(html); const js = [...new Set([...(list ? JSON.parse(list[1]) : []).map(x => ({1: x})), ...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g), ...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map(m => m[1]))];
  const css = [...new Set([...html.matchAll(/\/assets\/[^"]+\.css/g)].map(m => m[0]))];
  let gz = 0; for (const f of js) gz += gzipSync(readFileSync("build/client" + f), {level: 9}).length;
  console.log(p.padEnd(45), 'js files', js.length, 'gzip KB', (gz/1024).toFixed(1), 'css', css.length, 'html', html.length);
}
