// What a page's largest paint waited for in one kept Lighthouse run: replays Lighthouse's own
// simulation (its "lantern" graphs, the figures `npm run bench:pages` prints) on the trace and
// network log that `BENCH_KEEP=<folder> npm run bench:pages` kept, and prints each request and
// main-thread task on the largest paint's path with its simulated start and end (ms), in the
// optimistic and the pessimistic graph (the figure is their mean). Requests that ended before the
// paint was seen count, whether the paint needed them or not (decision 047).
// Usage: node scripts/lcp-path.mjs <folder>/landing-1   (reads .json, .trace.json, .devtools.json)
import './node-runtime.mjs';
import fs from 'node:fs';
import { Lantern, lanternInputs } from './lantern-replay.mjs';

const base = process.argv[2];
if (!base) throw new Error('Usage: node scripts/lcp-path.mjs <BENCH_KEEP folder>/<page>-<run>');
const read = (suffix) => JSON.parse(fs.readFileSync(`${base}${suffix}`, 'utf8'));
const report = read('.json');
const params = await lanternInputs({
  lhr: report,
  trace: read('.trace.json'),
  devtoolsLog: read('.devtools.json'),
});
const fcp = Lantern.Metrics.FirstContentfulPaint.compute(params);
const lcp = Lantern.Metrics.LargestContentfulPaint.compute(params, { fcpResult: fcp });
const ms = (value) => String(Math.round(value)).padStart(5);
console.log(
  `${report.finalDisplayedUrl}: FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
);
const TASKS = new Set(['ParseHTML', 'EvaluateScript', 'UpdateLayoutTree', 'Layout', 'Paint']);
for (const [name, estimate] of [
  ['optimistic', lcp.optimisticEstimate],
  ['pessimistic', lcp.pessimisticEstimate],
]) {
  console.log(`  ${name}:`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)} (${node.request.transferSize} B, ${node.request.priority})`
        : `main thread, ${Math.round(node.duration / 1000)} ms measured: ${[
            ...new Set(node.childEvents.map((event) => event.name).filter((n) => TASKS.has(n))),
          ].join(', ')}`;
    console.log(`    ${ms(timing.startTime)} - ${ms(timing.endTime)}  ${what}`);
  }
}
