import { eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_SECTION_ORDER,
  guestNameKey,
  type InvitationContent,
  type PlanId,
} from '@kabar/shared';
import { hashPassword } from '../auth/password';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { invitations } from '../modules/invitations/invitations.schema';
import { wishFingerprint } from '../modules/rsvps/rsvps.queries';
import { rsvps, wishes } from '../modules/rsvps/rsvps.schema';
import { themes } from '../modules/themes/themes.schema';
import { users } from '../modules/users/users.schema';
import { DEMO_PHOTO_ROUTE, demoPhotos } from './demo-photos';
import { COUPLES, DEMO_RSVPS, DEMO_WISHES, type DemoCouple, type EventData } from './demo-couples';
import { DEMO_THEMES } from './demo-themes';
import { DEMO_USER } from './seed-demo-user';

/** A drawn-out piano piece we made ourselves (scripts/generate-demo-music.ts). */
export const DEMO_MUSIC_URL = `${DEMO_PHOTO_ROUTE}/musik-kanon.mp3`;

export function demoUserId(index: number): string {
  return `00000000-0000-4000-8000-0000000001${String(index + 1).padStart(2, '0')}`;
}

export function demoInvitationId(index: number): string {
  return `00000000-0000-4000-8000-0000000002${String(index + 1).padStart(2, '0')}`;
}

export function demoSlug(themeCode: string): string {
  return `demo-${themeCode}`;
}

function eventFields(section: string, event: EventData): InvitationContent {
  return {
    [`judul_acara_${section}`]: event.title,
    [`tanggal_acara_${section}`]: event.date,
    [`waktu_mulai_${section}`]: event.start,
    [`waktu_selesai_${section}`]: event.end ?? '',
    [`sampai_selesai_${section}`]: !event.end,
    [`zona_waktu_${section}`]: event.zone,
    [`nama_lokasi_${section}`]: event.venue,
    [`alamat_acara_${section}`]: event.address,
  };
}

function person(who: 'bride' | 'groom', [name, order, father, mother, ig]: DemoCouple['bride']) {
  return {
    [`${who}Name`]: name,
    [`${who}Order`]: order,
    [`${who}Father`]: father,
    [`${who}Mother`]: mother,
    [`${who}Ig`]: ig,
  };
}

export function demoContent(couple: DemoCouple, tierPlan: PlanId): InvitationContent {
  const vip = tierPlan === 'vip';
  return {
    ...person('bride', couple.bride),
    ...person('groom', couple.groom),
    ...eventFields('ibadah_pernikahan', couple.ceremony),
    ...eventFields('resepsi_pernikahan', couple.reception),
    invitation_slug: demoSlug(couple.theme),
    background_music_url: vip ? DEMO_MUSIC_URL : '',
    bank_name: couple.bank[0],
    account_number: couple.bank[1],
    account_holder_name: couple.bank[2],
    gallery_enabled: true,
    reception_enabled: true,
    background_music_enabled: vip,
    digital_envelope_enabled: vip,
    guest_book_enabled: true,
    countdown_enabled: tierPlan !== 'basic',
    rsvp_enabled: tierPlan !== 'basic',
    search_indexing_enabled: false,
    love_story: vip ? couple.loveStory : '',
    live_stream_url: couple.liveStream ?? '',
  };
}

/**
 * One published demo invitation per catalogue theme, each owned by its own demo couple whose plan
 * is what the theme's tier needs, with a few wishes and answers; then each theme's website_url
 * points at its demo, so the landing page's Website buttons open a real invitation. Idempotent.
 */
export async function seedDemoInvitations(db: Db, config: Pick<Config, 'site'>): Promise<void> {
  const themeRows = await db
    .select({ id: themes.id, code: themes.code })
    .from(themes)
    .where(
      inArray(
        themes.code,
        COUPLES.map((couple) => couple.theme),
      ),
    );
  const themeId = new Map(themeRows.map((row) => [row.code, row.id]));
  const tierOf = new Map(DEMO_THEMES.map((theme) => [theme.code, theme.tier]));

  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.id,
        COUPLES.map((_, index) => demoUserId(index)),
      ),
    );
  const passwordHash =
    existing.length < COUPLES.length ? await hashPassword(DEMO_USER.password) : null;

  for (const [index, couple] of COUPLES.entries()) {
    const plan = tierOf.get(couple.theme) ?? 'basic';
    const userId = demoUserId(index);
    const invitationId = demoInvitationId(index);
    if (passwordHash) {
      await db
        .insert(users)
        .values({
          id: userId,
          name: `${couple.bride[0].split(' ')[0]} & ${couple.groom[0].split(' ')[0]}`,
          email: `${couple.theme}@demo.kabar.id`,
          phone: `62811000001${String(index + 1).padStart(2, '0')}`,
          passwordHash,
          status: 'active',
          plan,
          phoneVerifiedAt: new Date(),
        })
        .onConflictDoNothing();
    }
    await db.update(users).set({ plan }).where(eq(users.id, userId));

    const content = demoContent(couple, plan);
    const values = {
      id: invitationId,
      userId,
      themeId: themeId.get(couple.theme)!,
      slug: demoSlug(couple.theme),
      content,
      sectionOrder: couple.sectionOrder ?? DEFAULT_SECTION_ORDER,
      photos: demoPhotos(couple.theme),
      status: 'published' as const,
      publishedAt: new Date('2026-11-01T03:00:00Z'),
    };
    await db
      .insert(invitations)
      .values(values)
      .onConflictDoUpdate({
        target: invitations.id,
        set: {
          themeId: values.themeId,
          slug: values.slug,
          content: values.content,
          sectionOrder: values.sectionOrder,
          photos: values.photos,
          status: values.status,
          version: sql`case when ${invitations.content} is distinct from excluded.content or ${invitations.photos} is distinct from excluded.photos or ${invitations.sectionOrder} is distinct from excluded.section_order then ${invitations.version} + 1 else ${invitations.version} end`,
        },
      });

    const wishCount = plan === 'basic' ? 4 : DEMO_WISHES.length;
    await db
      .insert(wishes)
      .values(
        DEMO_WISHES.slice(0, wishCount).map(([name, message], wishIndex) => {
          const createdAt = new Date(Date.UTC(2026, 10, 2 + wishIndex, 2 + wishIndex, 15));
          return {
            invitationId,
            name,
            message,
            fingerprint: wishFingerprint({ name, message }, createdAt),
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .onConflictDoNothing();
    if (plan !== 'basic') {
      await db
        .insert(rsvps)
        .values(
          DEMO_RSVPS.map(([name, attendance, guests, message], rsvpIndex) => {
            const at = new Date(Date.UTC(2026, 10, 3 + rsvpIndex, 5, 30));
            return {
              invitationId,
              name,
              nameKey: guestNameKey(name),
              attendance,
              guests,
              message,
              createdAt: at,
              updatedAt: at,
            };
          }),
        )
        .onConflictDoNothing();
    }

    await db
      .update(themes)
      .set({ websiteUrl: `${config.site.publicUrl}/${demoSlug(couple.theme)}` })
      .where(eq(themes.code, couple.theme));
  }
}
