import { format } from 'node:util';
import { afterAll, afterEach } from 'vitest';

// Issue 24: a console.error during a unit or server test fails it, so a React warning or an
// error a handler logs and swallows cannot pass unseen. A test that means to log one says so with
// `vi.spyOn(console, 'error').mockImplementation(...)`, which keeps the call from reaching here.
const logged: string[] = [];
const ORIGINAL = Symbol.for('kabar.console.error');
const holder = globalThis as { [ORIGINAL]?: typeof console.error };
// A worker that runs several files loads this file for each: wrap the real console.error once.
holder[ORIGINAL] ??= console.error.bind(console);
const original = holder[ORIGINAL];
console.error = (...args: unknown[]) => {
  logged.push(format(...args));
  original(...args);
};

function failOnLoggedErrors(): void {
  if (logged.length === 0) return;
  const messages = logged.splice(0);
  throw new Error(`console.error was called during the test:\n${messages.join('\n---\n')}`);
}

afterEach(failOnLoggedErrors);
afterAll(failOnLoggedErrors);
