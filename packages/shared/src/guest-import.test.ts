import { describe, expect, it } from 'vitest';
import {
  GUEST_IMPORT_MESSAGES,
  normalizeImportedPhone,
  parseGuestImport,
  parseGuestSide,
  planGuestImport,
  type ExistingGuest,
} from './guest-import';
import { GUEST_MESSAGES } from './guests';
import { PHONE_FORMAT_MESSAGE } from './phone';

describe('parseGuestImport', () => {
  it('reads a CSV with an Indonesian header in any column order', () => {
    const rows = parseGuestImport(
      'No HP,Nama,Pihak,Grup,Jumlah,Catatan\r\n0812-3456-7890,"Budi, S.Kom",Pria,Teman kantor,2,"Bawa ""anak"""\r\n',
    );
    expect(rows).toEqual([
      {
        line: 2,
        name: 'Budi, S.Kom',
        phone: '0812-3456-7890',
        side: 'Pria',
        group: 'Teman kantor',
        invitedCount: '2',
        notes: 'Bawa "anak"',
        category: '',
        table: '',
        events: '',
        language: '',
      },
    ]);
  });

  it('issue 30: reads the guest’s language in either language’s words, and refuses others', () => {
    const rows = parseGuestImport(
      'Nama,HP,Bahasa\nClara,081234567890,English\nSiti,081311112222,\nAndi,081399998888,Jawa\n',
    );
    const plan = planGuestImport(rows, [
      {
        id: 'g1',
        name: 'Siti',
        phone: '6281311112222',
        side: null,
        group: '',
        invitedCount: 1,
        notes: '',
        category: 'reguler',
        table: '',
        language: 'en',
      },
    ]);
    expect(plan.creates.map((g) => [g.name, g.language])).toEqual([['Clara', 'en']]);
    // An empty cell keeps the language the guest has.
    expect(plan.updates).toEqual([]);
    expect(plan.rows[2]!.problems).toEqual([
      'Bahasa "Jawa" tidak dikenal. Tulis Indonesia atau Inggris, atau kosongkan.',
    ]);
  });

  it('issue 28: reads category and table, by the default words or the couple’s own names', () => {
    const rows = parseGuestImport(
      'Nama,HP,Kategori,Meja\nBudi,081234567890,VIP,Meja 5\nSiti,081311112222,Keluarga Inti,\nAndi,081399998888,raja,\n',
    );
    const labels = { vvip: 'Keluarga Inti', vip: 'VIP', reguler: 'Reguler' };
    const plan = planGuestImport(rows, [], labels);
    expect(plan.creates.map((g) => [g.name, g.category, g.table])).toEqual([
      ['Budi', 'vip', 'Meja 5'],
      ['Siti', 'vvip', undefined],
    ]);
    expect(plan.rows[2]!.problems).toEqual([
      'Kategori "raja" tidak dikenal. Tulis VVIP, VIP atau Reguler, atau kosongkan.',
    ]);
  });

  it('reads semicolon CSV as saved by spreadsheets in the Indonesian locale', () => {
    const rows = parseGuestImport('Nama;HP\nSiti;081234567890\nAndi;\n');
    expect(rows.map((r) => [r.line, r.name, r.phone])).toEqual([
      [2, 'Siti', '081234567890'],
      [3, 'Andi', ''],
    ]);
  });

  it('reads pasted lines without a header: name then phone, by comma, tab or just a space', () => {
    const rows = parseGuestImport(
      'Budi Santoso, 0812 3456 7890\n\nSiti Aminah - +62 813-1111-2222\nPak RT\tRT 05\nBu Lurah 0857 1234 5678\n',
    );
    expect(rows.map((r) => [r.name, r.phone])).toEqual([
      ['Budi Santoso', '0812 3456 7890'],
      ['Siti Aminah', '+62 813-1111-2222'],
      ['Pak RT', 'RT 05'],
      ['Bu Lurah', '0857 1234 5678'],
    ]);
  });

  it('returns nothing for empty text', () => {
    expect(parseGuestImport(' \n\n')).toEqual([]);
  });
});

describe('normalizeImportedPhone', () => {
  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['(0812) 3456 7890', '6281234567890'],
    ['81234567890', '6281234567890'],
    ['0062 812 3456 7890', '6281234567890'],
    ['+62 (0)812 3456 7890', '6281234567890'],
    ['', ''],
    ['-', ''],
  ])('%s is %s', (input, phone) => {
    expect(normalizeImportedPhone(input)).toEqual({ phone });
  });

  it('explains numbers a spreadsheet has turned into scientific notation', () => {
    expect(normalizeImportedPhone('6,28123E+12')).toEqual({
      problem: GUEST_IMPORT_MESSAGES.excelNumber,
    });
  });

  it('refuses two numbers in one cell and numbers that are not Indonesian mobiles', () => {
    expect(normalizeImportedPhone('0812 3456 7890 / 0813 1111 2222')).toEqual({
      problem: GUEST_IMPORT_MESSAGES.severalPhones,
    });
    expect(normalizeImportedPhone('021 555 1234')).toEqual({ problem: PHONE_FORMAT_MESSAGE });
    expect(normalizeImportedPhone('+65 9123 4567')).toEqual({ problem: PHONE_FORMAT_MESSAGE });
  });
});

describe('parseGuestSide', () => {
  it.each([
    ['Wanita', 'bride'],
    ['Keluarga Mempelai Wanita', 'bride'],
    ['CPW', 'bride'],
    ['pria', 'groom'],
    ['Laki-laki', 'groom'],
    ['', null],
    ['Keduanya', null],
    ['tetangga', undefined],
  ])('%s is %s', (input, side) => {
    expect(parseGuestSide(input)).toBe(side);
  });
});

describe('planGuestImport', () => {
  const text = [
    'Nama,HP,Pihak,Grup,Jumlah,Catatan',
    'Budi,0812-3456-7890,Pria,Teman,1,',
    ',0813-0000-1111,,,,',
    'Siti,12345,Planet,,abc,',
    'Budi Santoso,+62 812 3456 7890,,Kantor,3,Datang berdua',
    'Ani,,Wanita,Keluarga,2,',
    'Dewi,81299998888,wanita,,,',
    'Rudi,0815 7777 6666,pria,,1,',
  ].join('\n');

  const existing: ExistingGuest[] = [
    {
      id: 'g-1',
      name: 'Rudi Hartono',
      phone: '6281577776666',
      side: 'groom',
      group: 'Keluarga',
      invitedCount: 2,
      notes: '',
      category: 'reguler',
      table: '',
    },
  ];

  it('previews every row: new, merged by phone, already on the list, and every problem', () => {
    const plan = planGuestImport(parseGuestImport(text), existing);
    expect(plan.rows.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'new'],
      [3, 'invalid'],
      [4, 'invalid'],
      [5, 'merged'],
      [6, 'new'],
      [7, 'new'],
      [8, 'existing'],
    ]);
    expect(plan.rows[1]!.problems).toEqual([GUEST_MESSAGES.nameRequired]);
    expect(plan.rows[2]!.problems).toEqual([
      PHONE_FORMAT_MESSAGE,
      GUEST_IMPORT_MESSAGES.side('Planet'),
      GUEST_MESSAGES.invitedRange,
    ]);
    expect(plan.rows[3]!.mergedIntoLine).toBe(2);
    expect(plan.rows[6]!.existingName).toBe('Rudi Hartono');
    expect(plan.counts).toEqual({ new: 3, merged: 1, existing: 1, invalid: 2 });
  });

  it('folds duplicates into the first row: its name, the larger headcount, the notes kept', () => {
    const plan = planGuestImport(parseGuestImport(text), existing);
    expect(plan.creates).toEqual([
      {
        name: 'Budi',
        phone: '6281234567890',
        side: 'groom',
        group: 'Teman',
        invitedCount: 3,
        notes: 'Datang berdua',
      },
      { name: 'Ani', phone: null, side: 'bride', group: 'Keluarga', invitedCount: 2, notes: '' },
      {
        name: 'Dewi',
        phone: '6281299998888',
        side: 'bride',
        group: '',
        invitedCount: 1,
        notes: '',
      },
    ]);
  });

  it('leaves a guest already on the list alone when the row adds nothing', () => {
    const plan = planGuestImport(parseGuestImport(text), existing);
    expect(plan.updates).toEqual([]);
    const richer = planGuestImport(
      parseGuestImport('Nama,HP,Jumlah,Catatan\nRudi,081577776666,4,Vegetarian'),
      existing,
    );
    expect(richer.updates).toEqual([
      {
        id: 'g-1',
        values: {
          name: 'Rudi Hartono',
          phone: '6281577776666',
          side: 'groom',
          group: 'Keluarga',
          invitedCount: 4,
          notes: 'Vegetarian',
          category: 'reguler',
          table: '',
        },
      },
    ]);
  });
});

describe('planGuestImport with an "Acara" column (issue 27)', () => {
  const events = [
    { id: 'akad', title: 'Akad', sessions: [] },
    {
      id: 'resepsi',
      title: 'Resepsi',
      sessions: [
        { id: 's1', title: 'Sesi 1' },
        { id: 's2', title: 'Sesi 2' },
      ],
    },
  ];
  const existing: ExistingGuest[] = [
    {
      id: 'g-1',
      name: 'Rudi',
      phone: '6281577776666',
      side: null,
      group: '',
      invitedCount: 1,
      notes: '',
      category: 'reguler',
      table: '',
      invites: [
        { eventId: 'akad', sessionId: null },
        { eventId: 'resepsi', sessionId: 's1' },
      ],
    },
  ];

  it('carries each row’s events, refuses unknown ones, and leaves an unchanged guest alone', () => {
    const rows = parseGuestImport(
      [
        'Nama,HP,Acara',
        'Budi,081234567890,Resepsi (Sesi 2)',
        'Ani,,Pengajian',
        'Rudi,081577776666,Akad; Resepsi (Sesi 1)',
        'Dewi,081299998888,',
      ].join('\n'),
    );
    const plan = planGuestImport(rows, existing, undefined, events);
    expect(plan.rows.map((row) => row.outcome)).toEqual(['new', 'invalid', 'existing', 'new']);
    expect(plan.rows[1]!.problems[0]).toContain('Acara "Pengajian" tidak dikenal');
    expect(plan.creates.map((guest) => guest.invites)).toEqual([
      [{ eventId: 'resepsi', sessionId: 's2' }],
      undefined,
    ]);
    expect(plan.updates).toEqual([]);
  });

  it('moves a guest on the list to the session the row names', () => {
    const rows = parseGuestImport('Nama,HP,Acara\nRudi,081577776666,Resepsi (Sesi 2)');
    const plan = planGuestImport(rows, existing, undefined, events);
    expect(plan.updates).toEqual([
      expect.objectContaining({
        id: 'g-1',
        values: expect.objectContaining({ invites: [{ eventId: 'resepsi', sessionId: 's2' }] }),
      }),
    ]);
  });

  it('ignores the column when the events are not known (an old preview)', () => {
    const rows = parseGuestImport('Nama,Acara\nBudi,Pengajian');
    expect(planGuestImport(rows, []).counts.new).toBe(1);
  });
});
