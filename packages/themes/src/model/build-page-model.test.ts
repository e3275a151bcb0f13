import { describe, expect, it } from 'vitest';
import { buildPageModel, shortNameOf, storyItems } from './build-page-model';
import { FULL_CONTENT, sampleInput } from '../test/sample-invitation';

describe('buildPageModel', () => {
  it('writes the couple the way Indonesian invitations do', () => {
    const model = buildPageModel(sampleInput());
    expect(model.title).toBe('The Wedding of Rina & Budi');
    expect(model.bride).toMatchObject({
      fullName: 'Rina Lestari, S.Pd.',
      childLine: 'Putri pertama dari',
      parentsLine: 'Bapak Suharto & Ibu Sri Wahyuni',
      instagram: { handle: 'rina.lestari', url: 'https://www.instagram.com/rina.lestari/' },
    });
    expect(model.groom.childLine).toBe('Putra kedua dari');
    expect(model.groom.parentsLine).toBe('Bapak Agus Salim & Ibu Mariam');
  });

  it('builds event times, maps and calendar links in the event’s zone', () => {
    const model = buildPageModel(sampleInput());
    const [ceremony, reception] = model.events;
    expect(ceremony).toMatchObject({
      dateText: 'Sabtu, 12 Desember 2026',
      timeText: 'Pukul 08.00 - 10.00 WIB',
      startsAt: '2026-12-12T01:00:00.000Z',
      endsAt: '2026-12-12T03:00:00.000Z',
    });
    expect(ceremony!.googleCalendarUrl).toContain('dates=20261212T010000Z/20261212T030000Z');
    expect(ceremony!.mapsUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=Masjid%20Agung%20Al-Azhar%2C%20Jl.%20Sisingamangaraja%2C%20Kebayoran%20Baru%2C%20Jakarta%20Selatan',
    );
    expect(reception!.timeText).toBe('Pukul 11.00 WIB - sampai selesai');
    expect(reception!.endsAt).toBe('2026-12-12T06:00:00.000Z');
    expect(model.countdownTarget).toBe('2026-12-12T01:00:00.000Z');
  });

  it('drops links that are not web addresses', () => {
    const input = sampleInput();
    input.invitation.content = { ...FULL_CONTENT, live_stream_url: 'javascript:alert(1)' };
    expect(buildPageModel(input).liveStreamUrl).toBeNull();
  });

  it('turns the love story into titled moments', () => {
    expect(storyItems('Awal: Kami bertemu.\n\nLalu kami menikah.')).toEqual([
      { title: 'Awal', text: 'Kami bertemu.' },
      { title: null, text: 'Lalu kami menikah.' },
    ]);
  });

  it('takes the first given name for the cover', () => {
    expect(shortNameOf('Muhammad Budi Santoso')).toBe('Budi');
    expect(shortNameOf('Rina Lestari, S.Pd.')).toBe('Rina');
    expect(shortNameOf('Muhammad')).toBe('Muhammad');
  });
});
