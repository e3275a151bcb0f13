// `npm test`: every check, in the order that fails fastest: types, lint, then all test projects
// (shared rules, server on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, then the browser).
// Debian's Chromium and Caddy are installed first when missing (browser and HTTPS tests).
import './node-runtime.mjs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureCaddy } from './ensure-caddy.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** One check with its output held back, so checks running side by side print one after another. */
const check = (label, command, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${label}: ${seconds(started)}${status === 0 ? '' : ' (failed)'}`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(status === 0);
    });
  });

ensureChromium();
ensureCaddy();
// Types, lint and the web build share nothing, and each leaves a core idle part of the time: side
// by side they take about as long as the slowest alone on two cores.
const passed = await Promise.all([
  check('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  check('lint', 'npm', ['run', '--silent', 'lint']),
  check('build', 'npm', ['run', '--silent', 'build']),
]);
if (passed.includes(false)) process.exit(1);

const started = Date.now();
console.log('\n▶ tests');
const tests = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
console.log(`  tests: ${seconds(started)}`);
process.exit(tests.status ?? 1);
