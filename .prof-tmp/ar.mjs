import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await p.goto('http://127.0.0.1:3100/ar');
for (let i = 0; i < 10; i++) {
  const n = await p.evaluate(() => { const b = document.querySelector('[data-testid=consent-banner]'); const h = b?.querySelector('h2'); return [!!b, h ? JSON.stringify(h.getBoundingClientRect()) : null, b?.getAttribute('data-compact'), document.querySelectorAll('[data-testid=consent-banner]').length]; });
  console.log(i, JSON.stringify(n));
  await p.waitForTimeout(150);
}
await b.close();
