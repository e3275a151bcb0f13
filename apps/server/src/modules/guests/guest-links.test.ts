import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { guestPersonalLink, guestTokenFromScan, type GuestDto } from '@kabar/shared';
import { authHeaders } from '../../test/test-users';
import { useTestApp } from '../../test/test-app';
import { findGuestByToken, guestQrSvg, markGuestOpened, recordGuestRsvp } from './guest-links';
import { rsvps } from '../rsvps/rsvps.schema';
import { guests } from './guests.schema';
import { createTestCouple } from '../../test/test-couple';

const ctx = useTestApp();

async function guestOnList(invitedCount = 2) {
  const { user, invitation } = await createTestCouple(ctx.database.db);
  const headers = await authHeaders(ctx, user);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/invitations/${invitation.id}/guests`,
    headers,
    payload: { name: 'Budi Santoso', phone: '081234567890', invitedCount, notes: 'Rahasia' },
  });
  const guest: GuestDto = res.json().data;
  const dashboard = async () =>
    (await ctx.app.inject({ url: `/api/invitations/${invitation.id}/guests`, headers })).json().data
      .guests[0] as GuestDto;
  return { invitation, guest, dashboard };
}

/** Rasterises the SVG and reads it back with the same decoder the check-in page falls back to. */
async function decodeSvg(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(400, 400)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe('findGuestByToken', () => {
  it('finds the guest of this invitation by their token, without their phone or notes', async () => {
    const { invitation, guest } = await guestOnList(3);
    const found = await findGuestByToken(
      ctx.database.db,
      invitation.id,
      guest.token,
      ctx.config.site.publicUrl,
    );
    const link = guestPersonalLink(`${ctx.config.site.publicUrl}/${invitation.slug}`, guest.token);
    expect(found).toEqual({
      id: guest.id,
      name: 'Budi Santoso',
      invitedCount: 3,
      qrPayload: link,
      rsvp: null,
      category: 'reguler',
      table: '',
      checkedIn: false,
      language: 'id',
    });
    expect(JSON.stringify(found)).not.toContain('6281234567890');
    expect(guestTokenFromScan(found!.qrPayload)).toBe(guest.token);
  });

  it("answers null for another invitation's token and for anything that is not a token", async () => {
    const first = await guestOnList();
    const second = await guestOnList();
    const find = (token: string) =>
      findGuestByToken(ctx.database.db, first.invitation.id, token, ctx.config.site.publicUrl);
    expect(await find(second.guest.token)).toBeNull();
    expect(await find('AAAAAAAAAAAAAAAA')).toBeNull();
    expect(await find("' or 1=1 --")).toBeNull();
    expect(await find('')).toBeNull();
  });
});

describe('markGuestOpened', () => {
  it('records the first visit only', async () => {
    const { guest, dashboard } = await guestOnList();
    const first = new Date('2026-09-01T10:00:00Z');
    expect(await markGuestOpened(ctx.database.db, guest.id, first)).toBe(true);
    expect(await markGuestOpened(ctx.database.db, guest.id, new Date('2026-09-02T10:00:00Z'))).toBe(
      false,
    );
    expect((await dashboard()).openedAt).toBe(first.toISOString());
  });
});

describe('recordGuestRsvp', () => {
  it('caps the headcount at what the couple invited and lands on the guest record and the answers', async () => {
    const { guest, dashboard } = await guestOnList(2);
    const stored = await recordGuestRsvp(ctx.database.db, guest.id, {
      attendance: 'hadir',
      guests: 5,
      message: 'Selamat ya!',
    });
    expect(stored).toMatchObject({
      name: 'Budi Santoso',
      attendance: 'hadir',
      guests: 2,
      message: 'Selamat ya!',
    });
    const seen = await dashboard();
    expect(seen.rsvp).toMatchObject({ attendance: 'hadir', guests: 2, message: 'Selamat ya!' });
    expect(seen.openedAt).not.toBeNull();
  });

  it('counts nobody for tidak hadir, at least one otherwise, and replaces an earlier answer', async () => {
    const { guest } = await guestOnList(4);
    expect(
      (
        await recordGuestRsvp(ctx.database.db, guest.id, {
          attendance: 'hadir',
          guests: 0,
          message: '',
        })
      )?.guests,
    ).toBe(1);
    expect(
      (
        await recordGuestRsvp(ctx.database.db, guest.id, {
          attendance: 'tidak_hadir',
          guests: 3,
          message: '',
        })
      )?.guests,
    ).toBe(0);
    const [row] = await ctx.database.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(row).toMatchObject({ rsvpAttendance: 'tidak_hadir', rsvpGuests: 0 });
  });

  it('writes the guest record and the answer together or not at all', async () => {
    const { invitation, guest, dashboard } = await guestOnList(2);
    const db = ctx.database.db;
    // The couple's answers refuse this invitation's rows, so the second write fails.
    await db.execute(
      sql.raw(
        `alter table rsvps add constraint rsvps_refuse_test check (invitation_id <> '${invitation.id}')`,
      ),
    );
    try {
      await expect(
        recordGuestRsvp(db, guest.id, { attendance: 'hadir', guests: 1, message: 'Hadir' }),
      ).rejects.toThrow();
    } finally {
      await db.execute(sql.raw('alter table rsvps drop constraint rsvps_refuse_test'));
    }
    const seen = await dashboard();
    expect(seen.rsvp).toBeNull();
    expect(seen.openedAt).toBeNull();
    expect(await db.select().from(rsvps).where(eq(rsvps.invitationId, invitation.id))).toEqual([]);
  });

  it('ignores an unknown guest', async () => {
    expect(
      await recordGuestRsvp(ctx.database.db, '00000000-0000-4000-8000-00000000abcd', {
        attendance: 'hadir',
        guests: 1,
        message: '',
      }),
    ).toBeNull();
  });
});

describe('guestQrSvg', () => {
  it('draws an inline SVG that scans back to the personal link', async () => {
    const payload = 'http://localhost:3000/rina-dimas?g=AbCdEfGhIjKl-_Op';
    const svg = await guestQrSvg(payload, { title: 'QR "Budi" & co' });
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg).toContain('aria-label="QR &quot;Budi&quot; &amp; co"');
    expect(await decodeSvg(svg)).toBe(payload);
  });

  it('is served to the couple for printing', async () => {
    const { user, invitation } = await createTestCouple(ctx.database.db);
    const headers = await authHeaders(ctx, user);
    const guest: GuestDto = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/invitations/${invitation.id}/guests`,
        headers,
        payload: { name: 'Ani' },
      })
    ).json().data;
    const res = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}/guests/${guest.id}/qr.svg`,
      headers,
    });
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(await decodeSvg(res.body)).toBe(
      guestPersonalLink(`${ctx.config.site.publicUrl}/${invitation.slug}`, guest.token),
    );
  });
});
