import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:4400';
const INV = '00000000-0000-4000-8000-000000000209';
const login = await (await fetch(`${BASE}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@kabar.id', password: 'kabar-demo-2026' }) })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const shots = process.argv.slice(2);
for (const [w, h] of [[390, 844], [1280, 900]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  await context.addInitScript(([token, user]) => {
    localStorage.setItem('api_token', token); localStorage.setItem('user', user); localStorage.setItem('isAuthenticated', 'true');
  }, [login.token, JSON.stringify(login.data.user)]);
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 300)); });
  page.on('pageerror', (e) => console.log('pageerror:', String(e).slice(0, 500)));
  const check = async (name) => {
    await page.waitForTimeout(800);
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(name, w, 'scrollWidth', sw, sw > w ? 'OVERFLOW' : 'ok');
    await page.screenshot({ path: `/tmp/rounds-shots/${name}-${w}.png`, fullPage: true });
  };
  for (const shot of shots) {
    if (shot === 'send') {
      await page.goto(`${BASE}/dashboard/invitations/${INV}/guests/send`);
      await page.getByText('Jatuh tempo hari ini').waitFor();
      await check('send');
      await page.getByRole('button', { name: /Sampai jumpa besok: Ngunduh Mantu/ }).first().click();
      await check('send-daybefore');
      await page.getByRole('button', { name: /^Sampai jumpa besok: Akad Nikah/ }).first().click();
      await check('send-notdue');
    }
    if (shot === 'thanks') {
      await page.goto(`${BASE}/dashboard/invitations/${INV}/guests/send`);
      await page.getByText('Jatuh tempo hari ini').waitFor();
      await page.getByRole('button', { name: /^Terima kasih/ }).first().click();
      await check('send-thanks');
    }
    if (shot === 'nav') {
      await page.goto(`${BASE}/dashboard/invitations/${INV}/guests`);
      await page.waitForTimeout(1500);
      if (w < 1000) await page.getByRole('button', { name: /menu/i }).first().click();
      await page.getByTestId('unread-answers').first().waitFor();
      await check('nav-unread');
    }
    if (shot === 'answers') {
      await page.goto(`${BASE}/dashboard/invitations/${INV}/guests`);
      await page.waitForTimeout(1500);
      await check('nav-unread');
      await page.goto(`${BASE}/dashboard/invitations/${INV}/responses`);
      await page.getByText('Email ringkasan jawaban').waitFor();
      await page.getByLabel('Sekali sehari').check();
      await check('answers-digest');
    }
  }
  await context.close();
}
await browser.close();
