import { z } from 'zod';
import type { InvitationContent } from './invitation';

/**
 * The digital envelope's accounts (issue 29): up to two, one per side, each a bank or e-wallet,
 * its number and its holder. The first is the form's original three fields; the second the same
 * names with `_2`. An account shows only with a number.
 */
export const ENVELOPE_ACCOUNT_FIELDS = [
  { bank: 'bank_name', number: 'account_number', holder: 'account_holder_name' },
  { bank: 'bank_name_2', number: 'account_number_2', holder: 'account_holder_name_2' },
] as const;

export const envelopeAccountSchema = z.object({
  bank: z.string(),
  number: z.string(),
  holder: z.string(),
});
export type EnvelopeAccount = z.infer<typeof envelopeAccountSchema>;

const text = (content: InvitationContent, key: string) => {
  const value = content[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** The accounts the couple filled in, in order; the number keeps its digits only. */
export function envelopeAccounts(content: InvitationContent): EnvelopeAccount[] {
  return ENVELOPE_ACCOUNT_FIELDS.flatMap((fields) => {
    const number = text(content, fields.number).replace(/\D/g, '');
    if (!number) return [];
    return [{ bank: text(content, fields.bank), number, holder: text(content, fields.holder) }];
  });
}
