import { inject } from 'vitest';
import type { RunningProduct } from './product';

export type SharedProduct = Pick<RunningProduct, 'url' | 'jwtSecret' | 'dataDir'>;

/**
 * The product started once for the whole run (global-setup.ts), on an empty data folder: for
 * files that only read what a fresh start shows, so none of them writes anything another reads.
 */
export function sharedProduct(): SharedProduct {
  return inject('sharedProduct');
}
