// `node scripts/on-node-24.mjs <command> [args...]`: runs a package.json script's command (vitest,
// vite, drizzle-kit, npm ...) on the pinned Node 24, as `npm start` does: on an older Node this
// file runs again on 24 (node-runtime.mjs) with 24 first on PATH, so the command's own `node`
// (its `#!/usr/bin/env node` line) is 24 too.
import './node-runtime.mjs';
import { spawn } from 'node:child_process';
import os from 'node:os';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('kabar: pakai: node scripts/on-node-24.mjs <perintah> [argumen...]');
  process.exit(2);
}
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`kabar: ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
