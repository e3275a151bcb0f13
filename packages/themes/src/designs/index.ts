import type { DesignParts } from '../components/design-parts';
import { purnama } from './purnama';
import { sekar } from './sekar';
import type { DesignId } from './variants';
import { wastra } from './wastra';

export const DESIGN_PARTS: Record<DesignId, DesignParts> = { sekar, wastra, purnama };
