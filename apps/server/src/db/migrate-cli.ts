import { loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

const config = loadConfig();
const database = await openDatabase(config);
await database.withStartupLock(() => runMigrations(database));
await database.close();
console.log('Migrasi selesai.');
