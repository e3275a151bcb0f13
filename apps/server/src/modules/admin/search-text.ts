/** A search box's text as an ILIKE pattern, its wildcards taken literally. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The text as a stored phone number (`628…`), or null when it has too few digits to be one. */
export function phoneFromSearch(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  const phone = digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
  return phone.length >= 8 ? phone : null;
}
