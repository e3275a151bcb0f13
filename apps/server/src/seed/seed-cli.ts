import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDemoData } from './seed';

const config = loadConfig();
const database = await openDatabase(config);
await runMigrations(database);
await seedDemoData(database.db, config);
await database.close();
console.log('Data demo siap.');
