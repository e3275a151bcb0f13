// Restarts one Kabar instance behind open-source nginx without dropping a request (decision 044,
// docs/deploy.md "Upgrading with several instances"):
//   node scripts/restart-behind-nginx.mjs --nginx http://127.0.0.1 --instance 127.0.0.1:3001 \
//     --error-log /var/log/nginx/error.log -- systemctl restart kabar-3001
// Runs the command (which must SIGTERM the instance, wait for its exit and start it again), and
// while the instance serves on for SHUTDOWN_DELAY_MS (--delay-ms, default 3000) makes nginx take it
// out of rotation; then waits until the instance is ready and nginx's `fail_timeout`
// (--fail-timeout-s, default 10) has passed, so it is back in rotation before the next instance is
// restarted. Exits 0 when all that happened, 2 when nginx
// did not take it out in time (see the message), 1 when the command failed or readiness did not
// come within --ready-timeout-s (default 180).
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { backInRotation, errorLogSize, takeOutOfNginx } from './nginx-rotation.mjs';

const split = process.argv.indexOf('--');
const { values } = parseArgs({
  args: process.argv.slice(2, split === -1 ? undefined : split),
  options: {
    nginx: { type: 'string' },
    instance: { type: 'string' },
    'error-log': { type: 'string', default: '/var/log/nginx/error.log' },
    'delay-ms': { type: 'string', default: '3000' },
    'ready-timeout-s': { type: 'string', default: '180' },
    'fail-timeout-s': { type: 'string', default: '10' },
  },
});
const command = split === -1 ? [] : process.argv.slice(split + 1);
if (!values.nginx || !values.instance || command.length === 0) {
  console.error(
    'Pemakaian: node scripts/restart-behind-nginx.mjs --nginx <alamat nginx> --instance <host:port seperti di upstream> [--error-log <berkas>] [--delay-ms 3000] -- <perintah restart instance>',
  );
  process.exit(1);
}

const errorLog = values['error-log'];
const from = errorLogSize(errorLog);
const started = Date.now();
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
const finished = new Promise((resolve) =>
  child.on('exit', (code, signal) => resolve(code ?? signal)).on('error', () => resolve('error')),
);
let running = true;
void finished.then(() => (running = false));

// The command's SIGTERM reaches the instance a moment after it starts: probe a little longer.
const out = await takeOutOfNginx({
  url: values.nginx.replace(/\/$/, ''),
  upstream: values.instance,
  errorLog,
  from,
  until: started + Number(values['delay-ms']) + 1_000,
  going: () => running,
});
if (out === null) {
  console.error(
    `kabar: nginx tidak mencatat ${values.instance} dikeluarkan dari rotasi dalam ${values['delay-ms']} ms. Periksa: error_log ${errorLog} pada level warn, upstream dengan zone dan max_fails=3, proxy_next_upstream dengan http_503.`,
  );
} else {
  console.log(
    `kabar: nginx mengeluarkan ${values.instance} dari rotasi ${out - started} ms setelah perintah dimulai.`,
  );
}

const result = await finished;
if (result !== 0) {
  console.error(`kabar: perintah restart berakhir dengan ${result}.`);
  process.exit(1);
}
const deadline = Date.now() + Number(values['ready-timeout-s']) * 1000;
for (;;) {
  const ready = await fetch(`http://${values.instance}/api/health/ready`)
    .then((res) => res.ok)
    .catch(() => false);
  if (ready) break;
  if (Date.now() > deadline) {
    console.error(`kabar: ${values.instance} belum siap setelah ${values['ready-timeout-s']} s.`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.log(`kabar: ${values.instance} siap lagi; menunggu fail_timeout nginx sebelum selesai...`);
await backInRotation(Number(values['fail-timeout-s']));
process.exit(out === null ? 2 : 0);
