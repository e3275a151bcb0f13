import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { runAdminCommand } from './admin-command';

/** `npm run admin -- grant|revoke <email>`: the only way anyone becomes an operator. */
const database = await openDatabase(loadConfig());
try {
  console.log(await runAdminCommand(database.db, process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
