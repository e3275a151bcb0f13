// `npm test`: every check, in the order that fails fastest: types, lint, then all test projects
// (shared rules, server on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, then the browser).
// Debian's Chromium and Caddy are installed first when missing (browser and HTTPS tests).
import './node-runtime.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureCaddy } from './ensure-caddy.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (label, command, args) => {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
};

ensureChromium();
ensureCaddy();
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('build', 'npm', ['run', '--silent', 'build']);
run('tests', 'npx', ['vitest', 'run', ...process.argv.slice(2)]);
