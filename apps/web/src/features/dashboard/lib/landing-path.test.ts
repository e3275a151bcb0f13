import { describe, expect, it } from 'vitest';
import { landingPath } from './landing-path';

describe('where signing in lands', () => {
  it('takes a couple, with or without an invitation, to Atur Tema', () => {
    expect(landingPath([])).toBe('/dashboard/set-theme');
    expect(landingPath([{ id: 'a', role: 'owner' }])).toBe('/dashboard/set-theme');
  });

  it('takes a family helper to the invitation they manage', () => {
    expect(landingPath([{ id: 'b', role: 'side_manager' }])).toBe(
      '/dashboard/invitations/b/guests',
    );
    expect(
      landingPath([
        { id: 'b', role: 'viewer' },
        { id: 'c', role: 'editor' },
      ]),
    ).toBe('/dashboard/guests');
  });

  it('keeps someone who owns one and helps on another on Atur Tema, which lists both', () => {
    expect(
      landingPath([
        { id: 'a', role: 'owner' },
        { id: 'b', role: 'side_manager' },
      ]),
    ).toBe('/dashboard/set-theme');
  });
});
