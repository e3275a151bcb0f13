import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AFTER_WEDDING_DEMO } from '../../seed/demo-after-wedding';
import { useTestApp } from '../../test/test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-demo-album-'));
const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the after-the-wedding demo (issue 29 item 8)', () => {
  it('shows its thanks and an album of guests’ photos, whose files are in the storage', async () => {
    const page = await ctx.app.inject({ url: `/${AFTER_WEDDING_DEMO.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Salam hangat, Nadia &amp; Raka');
    expect(page.body).toContain('aria-label="Album"');
    expect(page.body).not.toContain('data-form="rsvp"');
    const photos = [...page.body.matchAll(/src="(\/media\/uploads\/demo-album\/[^"]+)"/g)];
    // Five shown; the sixth waits for the couple's approval.
    expect(photos).toHaveLength(5);
    const file = await ctx.app.inject({ url: photos[0]![1]! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/webp');
  });

  it('puts the guest’s own photos and wish first on their personal link', async () => {
    const page = await ctx.app.inject({ url: `/${AFTER_WEDDING_DEMO.slug}?g=demoKenangan0001` });
    expect(page.body).toContain('Kenangan dari Budi Santoso');
    const gift = await ctx.app.inject({
      url: `/api/gifts/${AFTER_WEDDING_DEMO.slug}?g=demoKenangan0001`,
    });
    expect(gift.json().data.accounts).toHaveLength(2);
    expect(gift.json().data.address).toContain('Cempaka Putih');
  });

  it('leaves /demo-keraton-emas showing its wedding to come', async () => {
    const page = await ctx.app.inject({ url: '/demo-keraton-emas' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-form="rsvp"');
    expect(page.body).not.toContain('aria-label="Album"');
  });
});
