import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare-database';

// `npm run db:seed`: the catalogue always, the demo data when SEED_DEMO_DATA says so (the default
// locally; in production only when set to true).
const config = loadConfig();
const database = await openDatabase(config);
await prepareDatabase(database, config);
await database.close();
console.log(config.seedDemoData ? 'Katalog dan data demo siap.' : 'Katalog tema siap.');
