// Lighthouse's own simulation ("lantern", the figures of its default mobile run) replayed on one
// run's trace and network log, so that a figure can be taken apart or taken again with one thing
// changed. Used by `scripts/lcp-path.mjs` (what the largest paint waited for) and by
// `npm run bench:pages` (blocking time counted on the main thread's own CPU time).
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';

export { Lantern };

/**
 * The simulation's inputs for one run: its report (`lhr`, for the settings and addresses), its
 * trace and its DevTools log, as Lighthouse returns them (`artifacts.Trace`, `.DevtoolsLog`) or
 * as `BENCH_KEEP` saved them.
 */
export async function lanternInputs({ lhr, trace, devtoolsLog }) {
  const data = {
    trace,
    devtoolsLog,
    settings: lhr.configSettings,
    URL: {
      requestedUrl: lhr.requestedUrl,
      mainDocumentUrl: lhr.finalDisplayedUrl,
      finalDisplayedUrl: lhr.finalDisplayedUrl,
    },
    gatherContext: { gatherMode: 'navigation' },
    SourceMaps: [],
    fromTrace: false,
  };
  const context = { computedCache: new Map() };
  return {
    graph: await PageDependencyGraph.request(data, context),
    processedNavigation: await ProcessedNavigation.request(trace, context),
    simulator: await LoadSimulator.request(data, context),
  };
}

/** Total blocking time as Lighthouse computes it from these inputs, in ms. */
function totalBlockingTime(params) {
  const fcpResult = Lantern.Metrics.FirstContentfulPaint.compute(params);
  const lcpResult = Lantern.Metrics.LargestContentfulPaint.compute(params, { fcpResult });
  const interactiveResult = Lantern.Metrics.Interactive.compute(params, { lcpResult });
  return Lantern.Metrics.TotalBlockingTime.compute(params, { fcpResult, interactiveResult }).timing;
}

/**
 * Blocking time twice: as Lighthouse counts it, each main-thread task as long as it took by the
 * clock, and with each task as long as the main thread actually ran it (the trace's thread time).
 * Everything else (the network, the 4x slowdown, the first paint's estimate) is Lighthouse's own.
 * On two cores shared with the browser's other processes and Lighthouse itself, a task's clock
 * time includes the moments its thread waited for a core; the second figure leaves those out.
 * `replayedMs` should equal the report's figure: it is the check that the replay is faithful.
 */
export async function blockingTimeByClockAndThread(run) {
  const params = await lanternInputs(run);
  const replayedMs = totalBlockingTime(params);
  params.graph.traverse((node) => {
    if (node.type !== 'cpu') return;
    const { ts, dur, tdur } = node.event;
    node.correctedEndTs = ts + (tdur ?? dur);
  });
  return { replayedMs, threadTimeMs: totalBlockingTime(params) };
}
