/**
 * Guest-list speed, end to end on the built product (run `npm run build` first):
 *   1. import 5,000 guests from a CSV (parse and preview as the browser does, then the server save)
 *   2. one check-in scan answered by the server (200 scans, one at a time, plus a second scan)
 *   3. filtering the 5,000-guest list in Chromium, from keystroke to the next painted frame
 * Run with `npm run bench:guests`. Targets: filter < 100 ms, scan < 200 ms.
 */
import './node-runtime.mjs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseGuestImport, planGuestImport, toCsv } from '@kabar/shared';
import { DESKTOP, launchBrowser } from '../e2e/support/browser.ts';
import { startProductWithInvitation } from '../e2e/support/guests-fixtures.ts';
import { signInAs } from '../e2e/support/session.ts';

const GUESTS = 5_000;
const SCANS = 200;
const FIRST = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rudi',
  'Ani',
  'Joko',
  'Sri',
  'Hendra',
  'Wati',
  'Bambang',
  'Rina',
];
const LAST = [
  'Santoso',
  'Wijaya',
  'Lestari',
  'Pratama',
  'Hidayat',
  'Saputra',
  'Kusuma',
  'Nugroho',
  'Siregar',
];
const GROUPS = ['Keluarga', 'Teman kantor', 'VIP', 'Teman kuliah', 'Tetangga', ''];

const ms = (value) => `${value.toFixed(1)} ms`;
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

function csv() {
  const rows = [];
  for (let i = 0; i < GUESTS; i++) {
    const digits = String(i).padStart(8, '0');
    // A few of the ways numbers arrive from spreadsheets and phones.
    const phone = [
      `0812${digits}`,
      `+62 812-${digits.slice(0, 4)}-${digits.slice(4)}`,
      `812${digits}`,
    ][i % 3];
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`;
    rows.push([name, phone, i % 2 ? 'Pria' : 'Wanita', GROUPS[i % GROUPS.length], 1 + (i % 4), '']);
  }
  return toCsv(['Nama', 'Nomor HP', 'Pihak', 'Grup', 'Jumlah', 'Catatan'], rows);
}

console.log(
  `machine: ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (figures scale with load)`,
);
const product = await startProductWithInvitation();
let browser;
try {
  const context = { token: '' };
  const call = async (method, path, body) => {
    const started = performance.now();
    const res = await fetch(`${product.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${context.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.meta?.msg}`);
    return { data: json.data, elapsed: performance.now() - started };
  };

  browser = await launchBrowser();
  const page = await browser.newPage({ viewport: DESKTOP });
  context.token = await signInAs(page.context(), product);
  const base = `/invitations/${product.invitationId}`;

  // 1. Import.
  const text = csv();
  let started = performance.now();
  const rows = parseGuestImport(text);
  const parsed = performance.now() - started;
  started = performance.now();
  const plan = planGuestImport(rows, []);
  const planned = performance.now() - started;
  const saved = await call('POST', `${base}/guests/import`, { rows });
  if (saved.data.created !== GUESTS)
    throw new Error(`expected ${GUESTS} new guests, got ${saved.data.created}`);
  console.log(`import ${GUESTS} guests from CSV (${(text.length / 1024).toFixed(0)} KiB)`);
  console.log(`  parse in the browser     ${ms(parsed)}`);
  console.log(
    `  preview plan             ${ms(planned)} (${plan.counts.new} new, ${plan.counts.invalid} with problems)`,
  );
  console.log(`  server save (HTTP)       ${ms(saved.elapsed)}`);
  console.log(`  total                    ${ms(parsed + planned + saved.elapsed)}`);

  const list = await call('GET', `${base}/guests`);
  console.log(`  list of ${list.data.guests.length} guests (HTTP)  ${ms(list.elapsed)}`);

  // 2. Check-in scans.
  const link = await call('POST', `${base}/checkin-links`, { label: 'Bench' });
  const scan = (guest) =>
    call('POST', `/checkin/${link.data.code}/arrivals`, {
      arrivals: [
        {
          scanId: `bench-${guest.id}-${Math.random().toString(36).slice(2)}`,
          token: guest.token,
          people: 1,
          scannedAt: new Date().toISOString(),
        },
      ],
    });
  const times = [];
  for (const guest of list.data.guests.slice(0, SCANS)) {
    const { data, elapsed } = await scan(guest);
    if (data.results[0].status !== 'checked_in') throw new Error('scan was not recorded');
    times.push(elapsed);
  }
  const again = await scan(list.data.guests[0]);
  if (again.data.results[0].status !== 'already_checked_in')
    throw new Error('second scan was counted');
  console.log(
    `check-in: ${SCANS} scans, one at a time (HTTP round trip, includes the arrival counts)`,
  );
  console.log(
    `  p50 ${ms(quantile(times, 0.5))}  p95 ${ms(quantile(times, 0.95))}  max ${ms(Math.max(...times))}  second scan ${ms(again.elapsed)}`,
  );

  // 3. Filtering in the browser.
  started = performance.now();
  await page.goto(`${product.url}/dashboard/invitations/${product.invitationId}/guests`);
  await page.getByTestId('guest-row').first().waitFor({ timeout: 60_000 });
  console.log(
    `guest list page with ${GUESTS} guests: first rows shown after ${ms(performance.now() - started)}`,
  );
  const queries = [
    'santoso',
    '',
    'siti wijaya',
    '0812 0000 12',
    'keluarga',
    'zzz',
    'a',
    '',
    'budi 49',
    'vip',
  ];
  const filterTimes = [];
  for (let round = 0; round < 3; round++) {
    for (const query of queries) {
      filterTimes.push(
        await page.evaluate(async (value) => {
          const input = document.querySelector('[data-testid="guest-search"]');
          if (input.value === value) return null;
          const main = document.querySelector('main');
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          const changed = new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              observer.disconnect();
              resolve();
            });
            observer.observe(main, { subtree: true, childList: true, characterData: true });
          });
          const start = performance.now();
          setValue.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          await changed;
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          return performance.now() - start;
        }, query),
      );
    }
  }
  const measured = filterTimes.filter((value) => value !== null);
  console.log(
    `filter ${GUESTS} guests in Chromium: ${measured.length} keystrokes, keystroke to painted frame`,
  );
  console.log(
    `  p50 ${ms(quantile(measured, 0.5))}  p95 ${ms(quantile(measured, 0.95))}  max ${ms(Math.max(...measured))}`,
  );
} finally {
  await browser?.close();
  await product.stop();
}
