// `npm run build && npm run bench:invitation`: how heavy and how fast a published invitation is.
//  1. First view of each design's demo invitation (its first catalogue theme), excluding images,
//     fonts and music: HTML, CSS and JavaScript as sent gzip-compressed (budget 16 KB, of which
//     JavaScript 3 KB), and that no request leaves our server.
//  2. Throughput: GET /{slug}?to=Budi against the trivial route /api/health/live of the same
//     process in the same run, printed with their ratio (goal: at least 0.8); once as a load
//     generator asks (no compression) and once accepting brotli/gzip as browsers do (goal: the
//     page with gzip at least as fast as without). The server logs at its default level (info) to
//     a file, as in production. Then the cost of request logging: the trivial route on two fresh
//     servers at info, each with its request lines on and off in turn, switched by SIGUSR2
//     (goal: at most 10%). Each figure is the median of --rounds runs taken in turn with the one
//     it is compared to, printed with the server's CPU time per request; the two figures taken
//     within rounds (gzip against plain, and logging) are the median of --paired-rounds shorter
//     rounds, --paired-duration s a run. Two load generators, 50 connections each, on the same two
//     cores as the server: wrk (C, Debian's package, installed like Chromium) judges the goals;
//     autocannon, which the issue measured with, is printed beside it. autocannon decodes every
//     response body into a JavaScript string, which on two cores costs more than serving it (a
//     gzip body most), so its ratios say more about autocannon than about the server. The first
//     rows show each tool's limit: Node's bare http server answering the same bytes
//     (scripts/bench-bare-server.mjs; decision 049).
//  3. Lighthouse 13 (mobile, simulated throttling) on each design's demo invitation: performance
//     >= 97, LCP <= 1.3 s, accessibility 100, CLS < 0.05; and on the catalogue page with every
//     card (/themes-detail): performance >= 95. Lighthouse's CPU figures follow the machine's
//     load, printed with the results: bench on a quiet machine. Each page is audited --runs times
//     and scored by its median run, every run's figures printed beside it.
//  4. A table per design for the closing notes.
// Options: --url=http://host:port (use a running server instead of starting one; weight and
//          Lighthouse only, since throughput reads the server's CPU time),
//          --tools=wrk,autocannon (the load generators; the goals are judged on the first),
//          --duration=4 (seconds a run), --rounds=5 (runs a throughput figure's
//          median is taken of), --paired-rounds=12 and --paired-duration=2 (the same for
//          gzip against plain and for logging), --no-lighthouse, --no-load, --no-logging,
//          --no-throughput (logging's cost alone),
//          --only=sekar,akad (those designs only), --no-catalogue,
//          --runs=3 (Lighthouse runs per page; the median run is scored),
//          --langs=id,en (the languages each demo is measured in: Indonesian as guests open it,
//          English by ?lang=en; issue 30).
// Exits 1 when a budget is missed.
import './node-runtime.mjs';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { THEME_CATALOGUE } from '../packages/themes/src/catalogue/catalogue.ts';
import { DESIGNS } from '../packages/themes/src/catalogue/design-ids.ts';
import { buildServer, SERVER_ARGS } from './build-server.mjs';
import { REQUEST_LINES_SWITCHED } from '../apps/server/src/observability/request-log.ts';
import { ensureDebianPackage } from './ensure-debian-package.mjs';
import { LIGHTHOUSE_CHROME_FLAGS } from './lighthouse-chrome.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
/** Each design's first theme in the catalogue, by its demo invitation's slug. */
const only = typeof args.only === 'string' ? args.only.split(',') : null;
const langs = typeof args.langs === 'string' ? args.langs.split(',') : ['id', 'en'];
/** Each demo in each language, by its row's name: `sekar` in Indonesian, `sekar/en` in English. */
const DEMO_PAGES = DESIGNS.filter((design) => !only || only.includes(design)).flatMap((design) =>
  langs.map((lang) => ({
    row: lang === 'id' ? design : `${design}/${lang}`,
    slug: `demo-${THEME_CATALOGUE.find((theme) => theme.design === design).code}`,
    query: lang === 'id' ? '?to=Budi' : `?to=Budi&lang=${lang}`,
  })),
);
const DEMOS = Object.fromEntries(
  DESIGNS.filter((design) => !only || only.includes(design)).map((design) => [
    design,
    `demo-${THEME_CATALOGUE.find((theme) => theme.design === design).code}`,
  ]),
);
const BUDGET = { total: 16 * 1024, js: 3 * 1024 };
const RUNS = Number(args.runs ?? 3);
/** Per design, for the closing table: first-view bytes, script bytes, Lighthouse figures. */
const summary = Object.fromEntries(DEMO_PAGES.map(({ row }) => [row, {}]));
/** Requests a second: the page and the trivial route, plain and gzip, and logging's cost. */
const throughput = {};
const CHROME_FLAGS = [
  ...LIGHTHOUSE_CHROME_FLAGS,
  // The browser asks for Indonesian, as most guests' do; English is measured by ?lang=en.
  '--accept-lang=id-ID,id',
];
const failures = [];
/** Linux counts CPU time in ticks of 1/100 s (`getconf CLK_TCK`). */
const CLOCK_TICKS = 100;
/** Each throughput figure is the median of this many runs, taken in turn with its comparison. */
const ROUNDS = Number(args.rounds ?? 5);
/**
 * The figures that are a ratio within each round (gzip against plain, lines on against off) take
 * more rounds of shorter runs: their goals sit within a few per cent of what they measure, and
 * five rounds of 4 s put the logging figure anywhere from 3% to 12% on one commit (stop 46). A
 * round's runs are then seconds apart, so the machine's drift falls on both sides alike.
 */
const PAIRED = {
  rounds: Number(args['paired-rounds'] ?? 12),
  duration: Number(args['paired-duration'] ?? 2),
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A process's CPU time so far, in microseconds (user and system, every thread). */
function cpuMicrosOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}

/** What a file gained past `from` bytes. */
function logSince(file, from) {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.max(0, fs.fstatSync(fd).size - from));
    fs.readSync(fd, buffer, 0, buffer.length, from);
    return buffer.toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/** The built product in production mode; its log lines go to a file, as a supervisor's would. */
async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    KABAR_MODE: 'local',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
  };
  // The default level (info), as in production.
  delete env.LOG_LEVEL;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env,
    stdio: ['ignore', log, 'inherit'],
  });
  fs.closeSync(log);
  // A busy machine can take minutes to start the server.
  const deadline = Date.now() + 240_000;
  for (let up = false; !up;) {
    if (child.exitCode !== null) throw new Error('server exited early');
    if (Date.now() > deadline) throw new Error('server did not answer /api/health in 240 s');
    try {
      up = (await fetch(`${url}/api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    cpuMicros: () => cpuMicrosOf(child.pid),
    /** SIGUSR2: the lines of requests that went well off, or on again; resolves once logged. */
    switchRequestLines: async () => {
      const from = fs.statSync(logFile).size;
      child.kill('SIGUSR2');
      const deadline = Date.now() + 10_000;
      while (!logSince(logFile, from).includes(REQUEST_LINES_SWITCHED)) {
        if (Date.now() > deadline) throw new Error('the server did not switch its request lines');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bytes a browser receives for a URL when it accepts gzip. */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks = [];
        const encoding = response.headers['content-encoding'] ?? 'identity';
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: response.statusCode, bytes: raw.length, encoding, raw });
        });
      })
      .on('error', reject);
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function measureWeight(base) {
  console.log('\nFirst view (gzip, without images, fonts and music)');
  for (const { row: design, slug, query } of DEMO_PAGES) {
    const pageUrl = `${base}/${slug}${query}`;
    const html = await (await fetch(pageUrl)).text();
    const page = await gzipBytes(pageUrl);
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const sheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    const foreign = [...html.matchAll(/(?:src|href)="(https?:\/\/[^"]+)"/g)]
      .map((m) => m[1])
      .filter((link) => !link.startsWith(base))
      .filter((link) => /\.(js|css|woff2?)(\?|$)/.test(link));
    let js = 0;
    let css = 0;
    for (const src of scripts) js += (await gzipBytes(new URL(src, base).toString())).bytes;
    for (const href of sheets) css += (await gzipBytes(new URL(href, base).toString())).bytes;
    const inlineCss = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const { gzipSync } = await import('node:zlib');
    const total = page.bytes + js + css;
    console.log(
      `  ${design.padEnd(11)} /${slug}${query}: HTML ${kb(page.bytes)} (${page.encoding}, of which inline CSS about ${kb(gzipSync(inlineCss).length)}) + CSS files ${kb(css)} + JS ${kb(js)} = ${kb(total)}`,
    );
    summary[design].firstView = total;
    summary[design].js = js;
    if (total > BUDGET.total) failures.push(`${design}: first view ${kb(total)} > 16 KB`);
    if (js > BUDGET.js) failures.push(`${design}: JavaScript ${kb(js)} > 3 KB`);
    if (foreign.length) failures.push(`${design}: third-party files ${foreign.join(', ')}`);
  }
}

const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
const TOOLS = typeof args.tools === 'string' ? args.tools.split(',') : ['wrk', 'autocannon'];

function autocannonRun(url, duration, headers = {}) {
  return import('autocannon').then(
    ({ default: autocannon }) =>
      new Promise((resolve, reject) =>
        autocannon({ url, connections: 50, duration, pipelining: 1, headers }, (error, result) =>
          error
            ? reject(error)
            : resolve({
                rate: result.requests.average,
                total: result.requests.total,
                errors: result.errors + result.non2xx,
                p99: result.latency.p99,
              }),
        ),
      ),
  );
}

/** wrk in one thread (the server has the other core), its figures read from its report. */
function wrkRun(url, duration, headers = {}) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  return new Promise((resolve, reject) =>
    execFile(
      WRK,
      ['-t1', '-c50', `-d${duration}s`, '--latency', ...headerArgs, url],
      (error, stdout) => {
        if (error) return reject(error);
        const figure = (pattern) => Number(pattern.exec(stdout)?.[1] ?? 0);
        const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
          .exec(stdout)
          ?.slice(1)
          .reduce((sum, n) => sum + Number(n), 0);
        const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(stdout);
        resolve({
          rate: figure(/Requests\/sec:\s+([\d.]+)/),
          total: figure(/(\d+) requests in/),
          errors: (socketErrors ?? 0) + figure(/Non-2xx or 3xx responses: (\d+)/),
          p99: p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] : NaN,
        });
      },
    ),
  );
}

const loadRun = (tool, url, duration, headers) =>
  tool === 'wrk' ? wrkRun(url, duration, headers) : autocannonRun(url, duration, headers);

/** Two seconds of each tool on each URL: the route's code, its caches and the connections. */
async function warmUp(...urls) {
  for (const tool of TOOLS) for (const url of urls) await loadRun(tool, url, 2);
}

const TRIVIAL = '/api/health/live';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One figure per target: the load generator runs on each target in turn, `rounds` times, so a
 * slow moment of the machine falls on both alike; each target's median rate, and the server's CPU
 * time per request (read from /proc: it does not depend on how fast autocannon, on the same cores,
 * asks).
 * A target's `prepare`, when it has one, runs before each of its runs, outside the measure.
 */
async function interleaved(targets, duration, rounds = ROUNDS) {
  const runs = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    // Each round in the other order, so neither target always follows the same one.
    const order = round % 2 === 0 ? [...targets.keys()] : [...targets.keys()].reverse();
    for (const i of order) {
      const target = targets[i];
      await target.prepare?.();
      const before = target.server.cpuMicros();
      const result = await loadRun(target.tool, target.url, duration, target.headers);
      const cpu = (target.server.cpuMicros() - before) / result.total;
      runs[i].push({ ...result, cpu });
    }
  }
  const figures = targets.map((target, i) => {
    const rate = median(runs[i].map((run) => run.rate));
    const cpu = median(runs[i].map((run) => run.cpu));
    const errors = runs[i].reduce((sum, run) => sum + run.errors, 0);
    const p99 = median(runs[i].map((run) => run.p99));
    console.log(
      `  ${target.tool.padEnd(10)} ${target.label.padEnd(40)} ${Math.round(rate).toString().padStart(6)} req/s (runs ${runs[i].map((run) => Math.round(run.rate)).join(', ')}), server CPU ${cpu.toFixed(0)} µs/request, p99 ${p99} ms, errors ${errors}`,
    );
    return { rate, cpu };
  });
  return { figures, runs };
}

/**
 * One group of `interleaved`'s targets against another: per round, the sum of `figure` over the
 * first group's runs over the second's, and the median of those. This machine's speed drifts by a
 * third within minutes, so a ratio is taken within each round, between runs seconds apart.
 */
function perRoundRatio(runs, over, under, figure) {
  const sum = (group, round) => group.reduce((total, i) => total + figure(runs[i][round]), 0);
  return median(runs[0].map((_, round) => sum(over, round) / sum(under, round)));
}

const rateOf = (run) => run.rate;
const cpuOf = (run) => run.cpu;

/** A page against a small answer of the same server, per tool: their rates' and CPU's ratios. */
async function ratios(title, page, trivial, duration) {
  console.log(`\n${title}`);
  const byTool = {};
  for (const tool of TOOLS) {
    const {
      figures: [pageFigure, trivialFigure],
      runs,
    } = await interleaved(
      [
        { ...page, tool },
        { ...trivial, tool },
      ],
      duration,
    );
    byTool[tool] = {
      page: pageFigure.rate,
      trivial: trivialFigure.rate,
      ratio: perRoundRatio(runs, [0], [1], rateOf),
      cpuRatio: 1 / perRoundRatio(runs, [0], [1], cpuOf),
    };
    console.log(
      `  ${tool.padEnd(10)} ratio page / small answer ${byTool[tool].ratio.toFixed(2)} (server CPU per request, small / page: ${byTool[tool].cpuRatio.toFixed(2)})`,
    );
  }
  return byTool;
}

/**
 * Each tool's own limit: the bare server answering the product's page bytes and a small JSON.
 * A ratio well under 1 here is the load generator's cost of reading the page, not any server's.
 */
async function measureBareLimit(base, pagePath, duration) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-bare-'));
  const plainFile = path.join(dir, 'page.html');
  const gzipFile = path.join(dir, 'page.html.gz');
  fs.writeFileSync(plainFile, Buffer.from(await (await fetch(`${base}${pagePath}`)).arrayBuffer()));
  fs.writeFileSync(gzipFile, (await gzipBytes(`${base}${pagePath}`)).raw);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/bench-bare-server.mjs'), String(port), plainFile, gzipFile],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const bare = { cpuMicros: () => cpuMicrosOf(child.pid) };
    const url = `http://127.0.0.1:${port}`;
    await warmUp(`${url}/page`);
    const small = { label: `bare GET /small (15 B)`, url: `${url}/small`, server: bare };
    const limits = {};
    for (const [label, file, route] of [
      ['plain', plainFile, '/page'],
      ['gzip', gzipFile, '/page-gzip'],
    ]) {
      const size = fs.statSync(file).size;
      limits[label] = await ratios(
        `The tools' limit: Node's bare http server, the page's ${label} bytes (${kb(size)}) against 15 B, ${duration} s a run, median of ${ROUNDS}`,
        { label: `bare GET ${route}`, url: `${url}${route}`, server: bare },
        small,
        duration,
      );
    }
    return limits;
  } finally {
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function measureThroughput(server, duration) {
  const base = server.url;
  const slug = DEMOS.wastra ?? Object.values(DEMOS)[0];
  const pagePath = `/${slug}?to=Budi`;
  await warmUp(`${base}${pagePath}`, `${base}${TRIVIAL}`);
  throughput.limit = await measureBareLimit(base, pagePath, duration);
  for (const [label, headers] of [
    ['plain', {}],
    ['gzip', { 'accept-encoding': 'br, gzip' }],
  ]) {
    const byTool = await ratios(
      `Throughput (50 connections, ${duration} s a run, median of ${ROUNDS} taken in turn, ${label === 'plain' ? 'no compression' : 'accept-encoding: br, gzip'})`,
      { label: `GET ${pagePath}`, url: `${base}${pagePath}`, headers, server },
      { label: `GET ${TRIVIAL} (trivial)`, url: `${base}${TRIVIAL}`, headers, server },
      duration,
    );
    throughput[label] = byTool;
    const judged = byTool[TOOLS[0]];
    if (judged.ratio < 0.8)
      failures.push(`${label} (${TOOLS[0]}): page / trivial ${judged.ratio.toFixed(2)} < 0.80`);
  }
  // The two encodings in the same rounds, as the other ratios are: the medians above were taken
  // minutes apart, and this machine's speed moves by more than the difference.
  console.log(
    `\nThe page with gzip against without (${TOOLS[0]}, ${PAIRED.duration} s a run, median of ${PAIRED.rounds} rounds, in turn)`,
  );
  const { runs } = await interleaved(
    [
      {
        tool: TOOLS[0],
        label: `GET ${pagePath} (gzip)`,
        url: `${base}${pagePath}`,
        headers: { 'accept-encoding': 'br, gzip' },
        server,
      },
      { tool: TOOLS[0], label: `GET ${pagePath} (plain)`, url: `${base}${pagePath}`, server },
    ],
    PAIRED.duration,
    PAIRED.rounds,
  );
  const gzipOverPlain = perRoundRatio(runs, [0], [1], rateOf);
  // The same direction as the rate: above 1 when a gzip answer costs the server less.
  const gzipCpuRatio = 1 / perRoundRatio(runs, [0], [1], cpuOf);
  console.log(
    `  page with gzip / page plain (${TOOLS[0]}): ${gzipOverPlain.toFixed(2)} (goal >= 1.00; server CPU: ${gzipCpuRatio.toFixed(2)})`,
  );
  throughput.gzipOverPlain = gzipOverPlain;
  throughput.gzipCpuRatio = gzipCpuRatio;
  // Two runs of one figure differ by a few per cent on a quiet machine: 5% is noise, not a loss.
  if (gzipOverPlain < 0.95) failures.push(`page with gzip ${gzipOverPlain.toFixed(2)} of plain`);
}

/**
 * What request logging costs: the trivial route on the same process with its request lines and
 * without them, switched by SIGUSR2 (decision 055). Processes of the same code differ by up to a
 * fifth here, steadily (decisions 050 and 055), so servers compared with each other measured the
 * processes as much as the logging; a process compared with itself does not. Two fresh servers at
 * the default level (info), not the one the pages were measured on (its heap holds what 100,000
 * page requests left), each loaded with its lines on and off in turn, which goes first changing
 * each round. Each round's figure is the two servers' summed rate with lines over their rate
 * without; the median round is the cost.
 */
async function measureLogging({ duration, rounds }) {
  const servers = [await startServer(), await startServer()];
  try {
    await warmUp(...servers.map((server) => `${server.url}${TRIVIAL}`));
    console.log(
      `\nRequest logging (50 connections, ${duration} s a run, median of ${rounds} rounds, two servers at the default level (info) with their request lines on and off, ${TRIVIAL})`,
    );
    throughput.logging = {};
    /** Each server's request lines: on as it starts. */
    const lines = servers.map(() => 'on');
    // Each server on, then off; `interleaved` turns the order round every other round.
    const targets = servers.flatMap((server, i) =>
      ['on', 'off'].map((phase) => ({
        phase,
        label: `server #${i + 1}, request lines ${phase}`,
        url: `${server.url}${TRIVIAL}`,
        server,
        prepare: async () => {
          if (lines[i] === phase) return;
          await server.switchRequestLines();
          lines[i] = phase;
        },
      })),
    );
    const indicesOf = (phase) =>
      targets.flatMap((target, i) => (target.phase === phase ? [i] : []));
    const on = indicesOf('on');
    const off = indicesOf('off');
    for (const tool of TOOLS) {
      const { runs } = await interleaved(
        targets.map((target) => ({ ...target, tool })),
        duration,
        rounds,
      );
      const cost = 1 - perRoundRatio(runs, on, off, rateOf);
      const cpuCost = 1 - perRoundRatio(runs, off, on, cpuOf);
      console.log(
        `  ${tool.padEnd(10)} logging costs ${(cost * 100).toFixed(0)}% of throughput (goal <= 10%), ${(cpuCost * 100).toFixed(0)}% of the logged request's server CPU`,
      );
      throughput.logging[tool] = cost;
    }
    const judged = throughput.logging[TOOLS[0]];
    if (judged > 0.1)
      failures.push(`request logging (${TOOLS[0]}) costs ${(judged * 100).toFixed(0)}% > 10%`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function runLighthouse(base) {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    for (const { row: design, slug, query } of DEMO_PAGES) {
      const scores = await audit(`${base}/${slug}${query}`, `${slug}${query}`);
      Object.assign(summary[design], scores);
      if (scores.performance < 97)
        failures.push(`${design}: Lighthouse performance ${scores.performance} < 97`);
      if (scores.lcp > 1300) failures.push(`${design}: LCP ${Math.round(scores.lcp)} ms > 1300 ms`);
      if (scores.accessibility < 100)
        failures.push(`${design}: accessibility ${scores.accessibility} < 100`);
      if (scores.cls >= 0.05) failures.push(`${design}: CLS ${scores.cls} >= 0.05`);
    }
    if (!args['no-catalogue']) {
      const catalogue = await audit(`${base}/themes-detail`, 'themes-detail');
      if (catalogue.performance < 95)
        failures.push(`/themes-detail: Lighthouse performance ${catalogue.performance} < 95`);
    }
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }

  /**
   * Lighthouse's own advice for its variance: run a page several times and report the median
   * run (its computeMedianRun, by FCP and TTI), printing every run's figures beside it.
   */
  async function audit(url, slug) {
    const lhrs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (result.lhr.runtimeError)
        console.log(`  Lighthouse error on /${slug}: ${result.lhr.runtimeError.message}`);
      lhrs.push(result.lhr);
    }
    const valid = filterToValidRuns(lhrs);
    if (!valid.length) throw new Error(`no valid Lighthouse run on /${slug}`);
    const lhr = computeMedianRun(valid);
    const { categories, audits } = lhr;
    const performance = Math.round(categories.performance.score * 100);
    const accessibility = Math.round(categories.accessibility.score * 100);
    const cls = audits['cumulative-layout-shift'].numericValue;
    console.log(
      `\nLighthouse ${lhr.lighthouseVersion} (mobile) on /${slug}, median of ${valid.length} runs`,
    );
    console.log(`  performance ${performance}, accessibility ${accessibility}`);
    const everyRun = (figure) => valid.map(figure).join(' / ');
    const value = (run, id) => run.audits[id].numericValue;
    console.log(
      `  every run: performance ${everyRun((run) => Math.round(run.categories.performance.score * 100))}, LCP ${everyRun((run) => (value(run, 'largest-contentful-paint') / 1000).toFixed(2))} s, TBT ${everyRun((run) => Math.round(value(run, 'total-blocking-time')))} ms`,
    );
    for (const warning of lhr.runWarnings ?? []) console.log(`  warning: ${warning}`);
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      console.log(`  ${audits[id].title}: ${audits[id].displayValue}`);
    }
    const failed = Object.values(audits).filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
    );
    for (const audit of failed) console.log(`  accessibility issue: ${audit.title}`);
    printLcpBreakdown(audits['lcp-breakdown-insight']);
    const lcp = audits['largest-contentful-paint'].numericValue;
    return { performance, accessibility, cls, lcp };
  }
}

/** What the largest paint was and where its time went (as traced, before Lighthouse's throttling model). */
function printLcpBreakdown(insight) {
  for (const item of insight?.details?.items ?? []) {
    if (item.type === 'node') console.log(`  LCP element: ${item.selector} ${item.snippet}`);
    if (item.type === 'table')
      for (const row of item.items) console.log(`    ${row.label}: ${Math.round(row.duration)} ms`);
  }
}

if (!args['no-load'] && !args.url && TOOLS.includes('wrk'))
  ensureDebianPackage({ name: 'wrk', path: WRK, pkg: 'wrk', envVar: 'WRK_PATH' });
if (!args.url) await buildServer();
const server = args.url ? null : await startServer();
const base = args.url ?? server.url;
try {
  await measureWeight(base);
  const duration = Number(args.duration ?? 4);
  if (!args['no-load'] && !args['no-throughput'] && server)
    await measureThroughput(server, duration);
  if (!args['no-load'] && !args['no-logging'] && !args.url) await measureLogging(PAIRED);
  if (!args['no-lighthouse']) await runLighthouse(base);
} finally {
  await server?.stop();
}
console.log(
  `\nPer design (load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')}, ${os.cpus().length} cores)`,
);
console.log('  design      first view    JS       performance  LCP       accessibility');
for (const [design, row] of Object.entries(summary)) {
  console.log(
    `  ${design.padEnd(11)} ${kb(row.firstView ?? 0).padEnd(13)} ${kb(row.js ?? 0).padEnd(8)} ${String(row.performance ?? '-').padEnd(12)} ${row.lcp ? `${(row.lcp / 1000).toFixed(2)} s` : '-'}`.padEnd(
      70,
    ) + ` ${row.accessibility ?? '-'}`,
  );
}
if (throughput.plain) {
  console.log(
    `\nThroughput against GET /api/health/live on the same process (goal: ratio >= 0.80; judged on ${TOOLS[0]})`,
  );
  for (const tool of TOOLS) {
    for (const label of ['plain', 'gzip']) {
      const row = throughput[label][tool];
      const limit = throughput.limit[label][tool];
      console.log(
        `  ${tool.padEnd(10)} ${label.padEnd(6)} page ${Math.round(row.page)} req/s, trivial ${Math.round(row.trivial)} req/s, ratio ${row.ratio.toFixed(2)} (server CPU: ${row.cpuRatio.toFixed(2)}); the bare server's ratio ${limit.ratio.toFixed(2)}`,
      );
    }
  }
  console.log(
    `  page gzip / page plain ${throughput.gzipOverPlain.toFixed(2)} (${TOOLS[0]}; goal >= 1.00; server CPU: ${throughput.gzipCpuRatio.toFixed(2)})`,
  );
  for (const [tool, cost] of Object.entries(throughput.logging ?? {}))
    console.log(
      `  ${tool.padEnd(10)} request logging at the default level costs ${(cost * 100).toFixed(0)}% (goal <= 10%)`,
    );
}
if (failures.length) {
  console.error(`\nBudget missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
