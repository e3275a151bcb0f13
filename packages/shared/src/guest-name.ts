/**
 * A guest's name, wherever it is typed: on the couple's list and in the guests' own forms
 * (docs/security.md #26: short names).
 */
export const GUEST_NAME_MAX = 50;

export const GUEST_NAME_MESSAGES = {
  required: 'Nama wajib diisi.',
  tooLong: `Nama maksimal ${GUEST_NAME_MAX} karakter.`,
} as const;
