// Page speed of the public pages: builds nothing, starts the built product (production mode, empty
// data folder) on a free port, runs Lighthouse 13 in Debian's Chromium with mobile settings (the
// default: Moto G Power screen, simulated slow 4G and 4x CPU slowdown) against each page, prints
// the figures and checks them against the goals. Usage: npm run build && npm run bench:pages
// Options: BENCH_RUNS=3 (median of n runs per page), BENCH_PAGES=/,/themes-detail
import './node-runtime.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startProduct } from '../e2e/support/product.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = (process.env.BENCH_PAGES ?? '/,/themes-detail').split(',');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const GOALS = { performance: 95, accessibility: 95, seo: 95, cls: 0.05 };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bytes over the wire by resource type, from Lighthouse's resource summary. */
function transferBytes(lhr, type) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items.find((item) => item.resourceType === type)?.transferSize ?? 0;
}

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    totalBytes: transferBytes(lhr, 'total'),
    scriptBytes: transferBytes(lhr, 'script'),
    accessibilityIssues: lhr.categories.accessibility.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score === 0)
      .map((audit) => ({
        id: audit.id,
        nodes: (audit.details?.items ?? []).slice(0, 4).map((item) => item.node?.snippet ?? ''),
      })),
    failing: Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => audit.id),
  };
}

async function runOnce(url) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    userDataDir,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return figures(result.lhr);
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try again. */
async function runWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  (run failed: ${error.message}; trying again)`);
    }
  }
}

const product = await startProduct();
let failed = false;
try {
  console.log(
    `Lighthouse mobile, ${RUNS} run(s) per page, median shown; product at ${product.url}\n`,
  );
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runWithRetry(`${product.url}${page}`));
    const pick = (key) => median(runs.map((run) => run[key]));
    const result = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
    };
    console.log(
      `${page}   (machine benchmark index ${Math.round(pick('benchmarkIndex'))}: below ~1000 the machine is busy and TBT is inflated)`,
    );
    console.log(
      `  performance ${result.performance}   accessibility ${result.accessibility}   best practices ${result.bestPractices}   SEO ${result.seo}`,
    );
    console.log(
      `  FCP ${Math.round(pick('fcpMs'))} ms   LCP ${Math.round(result.lcpMs)} ms   TBT ${Math.round(pick('tbtMs'))} ms   CLS ${result.cls.toFixed(3)}`,
    );
    console.log(
      `  total ${kb(pick('totalBytes'))}   JavaScript ${kb(pick('scriptBytes'))} (transferred)`,
    );
    const below = [...new Set(runs.flatMap((run) => run.failing))];
    if (below.length) console.log(`  audits below 0.9: ${below.join(', ')}`);
    for (const issue of runs[0].accessibilityIssues) {
      console.log(`  accessibility: ${issue.id}`);
      for (const node of issue.nodes) console.log(`    ${node}`);
    }
    const misses = [
      result.performance < GOALS.performance && `performance < ${GOALS.performance}`,
      result.accessibility < GOALS.accessibility && `accessibility < ${GOALS.accessibility}`,
      result.seo < GOALS.seo && `SEO < ${GOALS.seo}`,
      result.cls >= GOALS.cls && `CLS >= ${GOALS.cls}`,
    ].filter(Boolean);
    console.log(misses.length ? `  MISSED: ${misses.join(', ')}\n` : '  goals met\n');
    if (misses.length) failed = true;
  }
} finally {
  await product.stop();
}
process.exitCode = failed ? 1 : 0;
