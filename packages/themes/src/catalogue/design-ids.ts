/**
 * The designs: each its own cover composition, ornaments, section frames, typography and motion.
 * Sekar (garden flowers), Wastra (Javanese cloth and arches, with Bugis and Betawi patterns),
 * Purnama (a gilded night), Keraton (gunungan and prada gold), Priangan (Sundanese siger),
 * Gadang (Minang roofs and songket), Dewata (Balinese split gate and frangipani), Gorga (Batak
 * carving and ulos), Akad (mihrab and eight-point stars), Kapel (lancet window and dove),
 * Peranakan (moon gate and ruyi clouds) and Minimal (type and photo only).
 */
export const DESIGNS = [
  'sekar',
  'wastra',
  'purnama',
  'keraton',
  'priangan',
  'gadang',
  'dewata',
  'gorga',
  'akad',
  'kapel',
  'peranakan',
  'minimal',
] as const;
export type DesignId = (typeof DESIGNS)[number];
