// Open-source nginx has no active health checks and learns of an instance's drain only from its
// answers (decision 044). Used by `npm run cluster`'s restarts and by
// scripts/restart-behind-nginx.mjs, the same procedure for operators.
import fs from 'node:fs';

/** Probes sent through nginx side by side: a few reach the draining instance within milliseconds. */
const PROBES = 8;

/** The upstream's `fail_timeout` (deploy/nginx-cluster.conf, `npm run cluster`). */
export const FAIL_TIMEOUT_S = 10;

/**
 * nginx sends to an instance it took out again at the first request after `fail_timeout` from its
 * last failure (the refused connections while it was down), counted in whole seconds; until then a
 * restarted, ready instance gets nothing. Waiting that long after it is ready, and two seconds
 * more, means the next restart never takes out a second instance while this one is still out, nor
 * the last one: nginx with no instance left answers 502 at once ("no live upstreams").
 */
export const backInRotation = (failTimeoutS = FAIL_TIMEOUT_S) =>
  new Promise((resolve) => setTimeout(resolve, (failTimeoutS + 2) * 1000));

/** Where nginx's error log ends now: `takeOutOfNginx` reads only what is written after. */
export const errorLogSize = (errorLog) =>
  fs.existsSync(errorLog) ? fs.statSync(errorLog).size : 0;

/** Whether nginx has written, after byte `from` of its error log, that it took `upstream` out. */
function disabledSince(errorLog, upstream, from) {
  const size = errorLogSize(errorLog);
  if (size <= from) return false;
  const fd = fs.openSync(errorLog, 'r');
  try {
    const text = Buffer.alloc(size - from);
    fs.readSync(fd, text, 0, text.length, from);
    return text
      .toString('utf8')
      .split('\n')
      .some(
        (line) =>
          // From 503s answered, not from connections refused: those come after the listener closed.
          line.includes('upstream server temporarily disabled while reading response header') &&
          line.includes(`upstream: "http://${upstream}/`),
      );
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * While `upstream` (host:port) drains, PROBES requests at a time to `/api/health/serving` go
 * through nginx at `url`. The draining instance answers each with 503 at once (a healthy one 200 at
 * once: no checks, so nginx never counts a failure against it); nginx resends that GET to another
 * instance and counts a failure, and at the third (`max_fails=3`, one count for all workers with a
 * `zone`) writes "upstream server temporarily disabled" to its error log (level `warn` or lower)
 * and sends that instance nothing for `fail_timeout`, long past its listener's close. Probes until
 * that line appears after byte `from`, `until` (epoch ms) passes or `going()` says the instance is
 * gone. Resolves with the epoch ms at which the line was seen, or null.
 */
export async function takeOutOfNginx({ url, upstream, errorLog, from, until, going = () => true }) {
  let out = null;
  const probe = async () => {
    while (out === null && going() && Date.now() < until) {
      await fetch(`${url}/api/health/serving`)
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
      if (out === null && disabledSince(errorLog, upstream, from)) out = Date.now();
    }
  };
  await Promise.all(Array.from({ length: PROBES }, probe));
  return out;
}
