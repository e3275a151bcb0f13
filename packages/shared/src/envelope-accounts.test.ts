import { describe, expect, it } from 'vitest';
import { envelopeAccounts } from './envelope-accounts';

describe('the envelope’s accounts', () => {
  it('holds up to two accounts, one per side, each shown only with a number', () => {
    expect(
      envelopeAccounts({
        bank_name: 'BCA',
        account_number: '1234 5678',
        account_holder_name: ' Rina ',
        bank_name_2: 'Mandiri',
        account_number_2: '9876',
        account_holder_name_2: 'Dimas',
      }),
    ).toEqual([
      { bank: 'BCA', number: '12345678', holder: 'Rina' },
      { bank: 'Mandiri', number: '9876', holder: 'Dimas' },
    ]);
  });

  it('skips an account without a number, the first as well as the second', () => {
    expect(
      envelopeAccounts({ bank_name: 'BCA', account_number_2: '55', bank_name_2: 'Dana' }),
    ).toEqual([{ bank: 'Dana', number: '55', holder: '' }]);
    expect(envelopeAccounts({})).toEqual([]);
  });
});
