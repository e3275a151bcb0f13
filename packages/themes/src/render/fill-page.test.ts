import { describe, expect, it } from 'vitest';
import { buildPageModel } from '../model/build-page-model';
import { FULL_CONTENT, sampleInput } from '../test/sample-invitation';
import { pageRequestKey, pageSlotValues, type PageRequest } from './fill-page';

const model = buildPageModel(
  (() => {
    const input = sampleInput({ plan: 'vip' });
    input.invitation.content = FULL_CONTENT;
    return input;
  })(),
);
const wishes = { wishes: [], page: 1, totalPages: 1, total: 0 };
const instant = Date.parse('2026-11-22T00:00:00.000Z');

/** Every combination of what a shared page's request may bring. */
function requests(): PageRequest[] {
  const all: PageRequest[] = [];
  for (const guestName of [
    null,
    'Budi',
    'Sari & Keluarga',
    '<b>Budi</b>',
    // Names shaped like the key's other fields, which must not pass for them.
    '4.Budi',
    'Budi[null,{"ok":true,"text":"Ucapan terkirim"}]',
  ])
    for (const now of [instant, instant + 400, instant + 1_000, instant + 61_000])
      for (const langChosen of [false, true])
        for (const map of [null, 'ibadah', 'resepsi'] as const)
          for (const rsvpNotice of [
            null,
            { ok: true, text: 'Terima kasih' },
            { ok: false, text: 'Galat' },
          ])
            for (const wishNotice of [null, { ok: true, text: 'Ucapan terkirim' }])
              all.push({
                guestName,
                now: new Date(now),
                wishes,
                langChosen,
                map,
                rsvpNotice,
                wishNotice,
              });
  return all;
}

describe('pageRequestKey', () => {
  it('gives two requests one key only when their pages are the same', () => {
    const seen = new Map<string, string>();
    for (const request of requests()) {
      const key = pageRequestKey(model, request)!;
      const values = JSON.stringify(pageSlotValues(model, request));
      if (seen.has(key)) expect(values).toBe(seen.get(key));
      else seen.set(key, values);
    }
    // Within one second the countdown reads the same: those requests share their page.
    expect(seen.size).toBe(requests().length * 0.75);
  });

  it('keeps nothing for a personal link', () => {
    expect(
      pageRequestKey(model, {
        guestName: 'Budi',
        now: new Date(instant),
        wishes,
        personal: { token: 'abc' } as PageRequest['personal'],
      }),
    ).toBeNull();
  });
});
