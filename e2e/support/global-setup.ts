import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareTemplates } from './data-dir';
import { startProduct } from './product';
import type { SharedProduct } from './shared-product';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedProduct: SharedProduct;
  }
}

/**
 * Once per run, before any browser file: the server bundle from the sources as they are now, the
 * data folder templates (so files running side by side never make them twice) and the one
 * product the read-only files share.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bundle = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
  });
  if (bundle.status !== 0) throw new Error(`bundling the server failed:\n${bundle.stderr}`);
  prepareTemplates();
  const product = await startProduct();
  project.provide('sharedProduct', {
    url: product.url,
    jwtSecret: product.jwtSecret,
    dataDir: product.dataDir,
  });
  return product.stop;
}
