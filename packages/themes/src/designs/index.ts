import type { DesignParts } from '../components/design-parts';
import { akad } from './akad';
import { dewata } from './dewata';
import { gadang } from './gadang';
import { gorga } from './gorga';
import { kapel } from './kapel';
import { keraton } from './keraton';
import { minimal } from './minimal';
import { peranakan } from './peranakan';
import { priangan } from './priangan';
import { purnama } from './purnama';
import { sekar } from './sekar';
import type { DesignId } from '../catalogue/variants';
import { wastra } from './wastra';

export const DESIGN_PARTS: Record<DesignId, DesignParts> = {
  sekar,
  wastra,
  purnama,
  keraton,
  priangan,
  gadang,
  dewata,
  gorga,
  akad,
  kapel,
  peranakan,
  minimal,
};
