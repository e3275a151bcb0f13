import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestCopy } from '@kabar/shared';
import { useTestApp } from '../../test/test-app';
import { createTestCouple } from '../../test/test-couple';
import { wishes } from '../rsvps/rsvps.schema';

const ctx = useTestApp();
const db = () => ctx.database.db;

async function coupleWithWish(hidden = false) {
  const { invitation } = await createTestCouple(db());
  const [wish] = await db()
    .insert(wishes)
    .values({
      invitationId: invitation.id,
      name: 'Iseng',
      message: 'Kasar',
      fingerprint: 'r1',
      hidden,
    })
    .returning();
  return { slug: invitation.slug!, wishId: wish!.id };
}

const report = (slug: string, wishId: string, lang?: string, ip = '198.51.100.7') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/guest-book/${slug}/wishes/${wishId}/report${lang ? `?lang=${lang}` : ''}`,
    remoteAddress: ip,
  });

async function reportsOf(wishId: string) {
  const [row] = await db().select().from(wishes).where(eq(wishes.id, wishId));
  return row!.reports;
}

describe('a guest reports a wish (issue 31)', () => {
  it('counts the report and thanks the guest in the page language', async () => {
    const { slug, wishId } = await coupleWithWish();
    const indonesian = await report(slug, wishId);
    expect(indonesian.statusCode).toBe(200);
    expect(indonesian.json().meta.msg).toBe(guestCopy('id').wishes.reported);
    const english = await report(slug, wishId, 'en', '198.51.100.8');
    expect(english.json().meta.msg).toBe(guestCopy('en').wishes.reported);
    expect(await reportsOf(wishId)).toBe(2);
  });

  it("refuses a hidden wish, another invitation's wish and an unknown one, as not found", async () => {
    const hidden = await coupleWithWish(true);
    const other = await coupleWithWish();
    const answers = [
      await report(hidden.slug, hidden.wishId, 'en'),
      await report(hidden.slug, other.wishId, 'en'),
      await report(hidden.slug, '00000000-0000-4000-8000-000000000000', 'en'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().meta.msg).toBe(guestCopy('en').wishes.reportGone);
    }
    expect(await reportsOf(hidden.wishId)).toBe(0);
    expect(await reportsOf(other.wishId)).toBe(0);
  });
});
