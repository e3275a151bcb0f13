import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EventDto } from '@kabar/shared';
import type { HandAnswerRow } from '../lib/hand-answers';
import { HandAnswersForm } from './hand-answers-form';

const resepsi: EventDto = {
  id: 'e2',
  specKey: 'resepsi',
  title: 'Resepsi Pernikahan',
  date: '2027-06-15',
  startTime: '11:00',
  endTime: '15:00',
  timeZone: 'WIB',
  venue: 'Gedung',
  address: '',
  mapUrl: null,
  isPublic: true,
  active: true,
  invited: 2,
  confirmed: 2,
  sessions: [
    {
      id: 's1',
      title: 'Sesi 1',
      startTime: '11:00',
      endTime: '13:00',
      capacity: 2,
      invited: 2,
      confirmed: 2,
    },
  ],
};

function render(rows: HandAnswerRow[], serverError?: string) {
  return renderToStaticMarkup(
    <HandAnswersForm
      rows={rows}
      invitedCount={3}
      pending={false}
      serverError={serverError}
      onSubmit={() => {}}
      onCancel={() => {}}
    />,
  );
}

describe('HandAnswersForm', () => {
  it('names each event as a group with its session, three answers and a headcount capped at the invited count', () => {
    const html = render([
      {
        event: resepsi,
        session: resepsi.sessions[0]!,
        answer: {
          attendance: 'hadir',
          guests: 2,
          byCouple: true,
          answeredAt: '2026-11-26T03:00:00Z',
        },
      },
    ]);
    expect(html).toMatch(/role="group" aria-labelledby="[^"]+"/);
    expect(html).toContain('Resepsi Pernikahan');
    expect(html).toContain('Sesi 1 · 11.00 - 13.00 WIB · 2 dari 2 kursi terisi');
    expect(html).toContain('Dicatat mempelai 26 Nov 2026, 10.00 WIB');
    for (const label of ['Hadir', 'Tidak Hadir', 'Masih Ragu']) expect(html).toContain(label);
    expect(html).toMatch(/type="radio"[^>]*checked="" value="hadir"/);
    expect(html).toMatch(/type="number"[^>]*min="1" max="3"[^>]*value="2"/);
    expect(html).toContain('Simpan Jawaban');
  });

  it('keeps the headcount off until an answer that brings people, and shows the server’s refusal', () => {
    const html = render(
      [{ event: resepsi, session: resepsi.sessions[0]!, answer: null }],
      'Sesi 1 sudah penuh, jadi jawaban belum disimpan.',
    );
    expect(html).toContain('Belum menjawab');
    expect(html).toMatch(/type="number"[^>]*disabled=""/);
    expect(html).toMatch(/role="alert"[^>]*>Sesi 1 sudah penuh, jadi jawaban belum disimpan\./);
  });
});
