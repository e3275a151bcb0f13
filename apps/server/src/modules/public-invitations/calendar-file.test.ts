import { describe, expect, it } from 'vitest';
import { CEREMONY_KIND_KEY, CEREMONY_TITLE_KEY, type InvitationContent } from '@kabar/shared';
import { buildPageModel } from '@kabar/themes';
import { FULL_CONTENT, sampleInput } from '@kabar/themes/test/sample-invitation';
import { calendarFile } from './calendar-file';

function ics(content: InvitationContent): string {
  const input = sampleInput();
  input.invitation.content = { ...FULL_CONTENT, ...content };
  const model = buildPageModel(input);
  return calendarFile({
    model,
    events: model.events,
    invitationId: 'inv-1',
    domain: 'kabar.id',
    now: new Date('2026-11-22T00:00:00Z'),
  });
}

/** The event titles, unfolded (RFC 5545 lines continue after CRLF and a space). */
function summaries(file: string): string[] {
  return [...file.replace(/\r\n /g, '').matchAll(/^SUMMARY:(.*)$/gm)].map((match) => match[1]!);
}

describe('calendarFile', () => {
  it('names the ceremony by the kind the couple chose', () => {
    const file = ics({ [CEREMONY_KIND_KEY]: 'pemberkatan' });
    expect(summaries(file)).toEqual(['Pemberkatan Rina & Budi', 'Resepsi Rina & Budi']);
    expect(file).not.toContain('Akad Nikah');
    expect(file).toContain('UID:inv-1-ibadah@kabar.id');
  });

  it('uses the couple’s own title for Lainnya, escaped for the calendar', () => {
    const file = ics({ [CEREMONY_KIND_KEY]: 'lainnya', [CEREMONY_TITLE_KEY]: 'Sangjit, Tea Pai' });
    expect(summaries(file)[0]).toBe('Sangjit\\, Tea Pai Rina & Budi');
  });

  it('issue 25: escapes a bare carriage return, so no text starts a line of its own', () => {
    const file = ics({
      [CEREMONY_KIND_KEY]: 'lainnya',
      [CEREMONY_TITLE_KEY]: 'Akad\rEND:VEVENT\r\nX-A:1\nX-B:2',
    });
    expect(summaries(file)[0]).toBe('Akad\\nEND:VEVENT\\nX-A:1\\nX-B:2 Rina & Budi');
    expect(file.split('\r\n').filter((line) => /^(END:VEVENT|X-)/.test(line))).toEqual([
      'END:VEVENT',
      'END:VEVENT',
    ]);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('says Akad Nikah when nothing was chosen or written', () => {
    const file = ics({ [CEREMONY_KIND_KEY]: '', [CEREMONY_TITLE_KEY]: '' });
    expect(summaries(file)[0]).toBe('Akad Nikah Rina & Budi');
  });

  it('keeps every line within 75 octets', () => {
    const file = ics({
      [CEREMONY_KIND_KEY]: 'lainnya',
      [CEREMONY_TITLE_KEY]: 'Upacara Adat Batak Toba Saur Matua',
    });
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
