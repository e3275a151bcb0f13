// `npm run restore -- <file>`: puts a backup of `npm run backup` (or of compose's backup service)
// back into the configured database and DATA_DIR. Stop every instance first.
import './node-runtime.mjs';
import { restoreBackup } from '../apps/server/src/backup/backup-archive.ts';
import { backupTarget } from './backup-target.mjs';

const file = process.argv[2];
if (!file) {
  console.error('kabar: sebutkan arsipnya: npm run restore -- backups/kabar-....tar.gz');
  process.exit(1);
}
const { config, tools } = await backupTarget();
try {
  const manifest = restoreBackup(config, file, tools);
  console.log(
    `kabar: cadangan ${manifest.kind} dari ${manifest.createdAt} dipulihkan; jalankan server lagi.`,
  );
} catch (error) {
  console.error(`kabar: pemulihan gagal: ${error.message}`);
  process.exit(1);
}
