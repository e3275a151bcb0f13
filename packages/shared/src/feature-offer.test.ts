import { describe, expect, it } from 'vitest';
import { featuresToOffer, isOfferableSwitch } from './feature-offer';

describe('features offered after an upgrade', () => {
  it('offers nothing on the free plan', () => {
    expect(featuresToOffer({}, 'basic')).toEqual([]);
  });

  it('offers Premium its switched-off RSVP and countdown, ready to show', () => {
    expect(featuresToOffer({ countdown_enabled: false }, 'premium')).toEqual([
      { key: 'countdown_enabled', label: 'Countdown Timer', ready: true },
      { key: 'rsvp_enabled', label: 'RSVP', ready: true },
    ]);
  });

  it('leaves out what is already on, and marks music and envelope that need filling in', () => {
    const offers = featuresToOffer(
      { countdown_enabled: true, rsvp_enabled: true, bank_name: 'BCA', account_number: '123' },
      'vip',
    );
    expect(offers).toEqual([
      { key: 'background_music_enabled', label: 'Background Music', ready: false },
      { key: 'digital_envelope_enabled', label: 'Amplop Digital', ready: false },
    ]);
    expect(
      featuresToOffer(
        {
          countdown_enabled: true,
          rsvp_enabled: true,
          background_music_url: 'https://example.com/lagu.mp3',
          bank_name: 'BCA',
          account_number: '123',
          account_holder_name: 'Rina',
        },
        'vip',
      ).every((offer) => offer.ready),
    ).toBe(true);
  });

  it('lets only paid switches within the plan be turned on', () => {
    expect(isOfferableSwitch('rsvp_enabled', 'premium')).toBe(true);
    expect(isOfferableSwitch('digital_envelope_enabled', 'premium')).toBe(false);
    expect(isOfferableSwitch('brideName', 'vip')).toBe(false);
  });
});
