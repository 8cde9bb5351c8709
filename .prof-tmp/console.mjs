import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 500)));
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 500)));
await p.goto(process.env.URL ?? 'http://127.0.0.1:3100/en');
await p.waitForTimeout(3000);
console.log(await p.evaluate(() => [document.querySelectorAll('meta').length, document.head.innerHTML.length, performance.getEntriesByType('paint').map(e=>e.name+':'+e.startTime.toFixed(0)).join(' '), performance.getEntriesByType('resource').filter(e=>e.name.includes('/assets/')&&e.name.endsWith('.js')).map(e=>e.startTime.toFixed(0)).slice(0,5).join(' ')]));
await b.close();
