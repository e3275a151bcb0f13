import { vi } from 'vitest';

// The server projects run without isolation, so a worker keeps the dependencies it loaded
// (Fastify, drizzle, pg-boss, the AWS SDK: seconds per file) from one file to the next; our own
// modules start afresh in each file, so module state and `vi.mock` stay the file's own.
vi.resetModules();
