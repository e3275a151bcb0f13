import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AnswerDigestView } from '@kabar/shared';
import { OwnDigestSwitch } from './own-digest-switch';

function render(saved: AnswerDigestView) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OwnDigestSwitch invitationId="inv" saved={saved} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const base: AnswerDigestView = {
  mode: 'instant',
  hour: 19,
  canEdit: false,
  receive: true,
  verified: true,
};

describe('OwnDigestSwitch', () => {
  it('shows the reader’s own choice, whatever they may change of the setting', () => {
    expect(render(base)).toMatch(/type="checkbox"[^>]*checked=""/);
    expect(render({ ...base, receive: false })).not.toMatch(/checked=""/);
  });

  it('tells an unverified reader why nothing comes, and where to verify', () => {
    const html = render({ ...base, verified: false });
    expect(html).toContain('Email kamu belum terverifikasi');
    expect(html).toContain('href="/dashboard/profile"');
    expect(render({ ...base, verified: false, receive: false })).not.toContain(
      'belum terverifikasi',
    );
  });
});
