import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]]) {
  const page = await browser.newPage({ viewport });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto('http://localhost:8000/');
  await page.evaluate(() => localStorage.setItem('bb_customer_access_token', JSON.stringify({ accessToken: 'old-token', expiresAt: '2020-01-01T00:00:00Z' })));
  await page.reload();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/ended-${name}.png` });
  const again = page.getByRole('button', { name: 'Sign in again' });
  if (await again.count()) { await again.click(); await page.waitForTimeout(1500); await page.screenshot({ path: `/tmp/shots/ended-signin-${name}.png` }); }
  console.log(name, 'errors:', errors);
  await page.close();
}
await browser.close();
