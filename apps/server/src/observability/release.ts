import fs from 'node:fs';

/** This build's version (package.json), named in error reports and traces. */
export const RELEASE: string = (
  JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
