// `npm run cluster`: three production instances behind nginx on this machine (see
// scripts/cluster-topology.mjs). Ctrl+C stops everything and drops the cluster's database.
import './node-runtime.mjs';
import { startCluster } from './cluster-topology.mjs';

const cluster = await startCluster({ instances: Number(process.env.CLUSTER_INSTANCES ?? 3) });
console.log(`\nKabar berjalan di ${cluster.url}  (Ctrl+C untuk berhenti)`);
console.log(`Contoh undangan: ${cluster.url}/demo-keraton-emas?to=Budi\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  });
}
