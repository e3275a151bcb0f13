import { inArray, sql } from 'drizzle-orm';
import {
  CEREMONY_KIND_KEY,
  CEREMONY_KINDS,
  CEREMONY_LABELS,
  CEREMONY_TITLE_KEY,
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
import { DEMO_PHOTO_ROUTE } from '../modules/media/media-paths';
import { demoPhotos } from './demo-photos';
import {
  COUPLES,
  DEMO_RSVPS,
  DEMO_STORIES_EN,
  DEMO_WISHES,
  type DemoCouple,
  type EventData,
} from './demo-couples';
import { CATALOGUE_BY_CODE } from '@kabar/themes/catalogue/catalogue';
import { DEMO_USER } from './seed-demo-user';

/** A drawn-out piano piece we made ourselves (scripts/generate-demo-music.ts). */
const DEMO_MUSIC_URL = `${DEMO_PHOTO_ROUTE}/musik-kanon.mp3`;

function demoUserId(index: number): string {
  return `00000000-0000-4000-8000-0000000001${String(index + 1).padStart(2, '0')}`;
}

export function demoInvitationId(index: number): string {
  return `00000000-0000-4000-8000-0000000002${String(index + 1).padStart(2, '0')}`;
}

function demoSlug(themeCode: string): string {
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

/** The ceremony's kind for its title: a kind's label names the kind, anything else is 'Lainnya'. */
function demoCeremony(title: string): InvitationContent {
  const kind =
    CEREMONY_KINDS.find((each) => each !== 'lainnya' && CEREMONY_LABELS[each] === title) ??
    'lainnya';
  return { [CEREMONY_KIND_KEY]: kind, [CEREMONY_TITLE_KEY]: kind === 'lainnya' ? title : '' };
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
    ...demoCeremony(couple.ceremony.title),
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
    love_story_en: vip ? (DEMO_STORIES_EN[couple.loveStory] ?? '') : '',
    live_stream_url: couple.liveStream ?? '',
  };
}

/**
 * One published demo invitation per catalogue theme, each owned by its own demo couple whose plan
 * is what the theme's tier needs, with a few wishes and answers; then each theme's website_url
 * points at its demo, so the landing page's Website buttons open a real invitation. Idempotent,
 * and one statement per table whatever the number of themes: every test file and every start
 * runs it.
 */
export async function seedDemoInvitations(db: Db, config: Pick<Config, 'site'>): Promise<void> {
  const codes = COUPLES.map((couple) => couple.theme);
  const themeRows = await db
    .select({ id: themes.id, code: themes.code })
    .from(themes)
    .where(inArray(themes.code, codes));
  const themeId = new Map(themeRows.map((row) => [row.code, row.id]));
  const catalogue = (code: string) => CATALOGUE_BY_CODE.get(code)!;

  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.id,
        COUPLES.map((_, index) => demoUserId(index)),
      ),
    );
  const present = new Set(existing.map((row) => row.id));
  const missing = COUPLES.map((couple, index) => ({ couple, index })).filter(
    ({ index }) => !present.has(demoUserId(index)),
  );
  if (missing.length) {
    // Hashed once for every couple: a scrypt hash per account would cost a second per start.
    const passwordHash = await hashPassword(DEMO_USER.password);
    await db
      .insert(users)
      .values(
        missing.map(({ couple, index }) => ({
          id: demoUserId(index),
          name: `${couple.bride[0].split(' ')[0]} & ${couple.groom[0].split(' ')[0]}`,
          email: `${couple.theme}@demo.kabar.id`,
          phone: `62811000001${String(index + 1).padStart(2, '0')}`,
          passwordHash,
          status: 'active' as const,
          plan: catalogue(couple.theme).tier,
          phoneVerifiedAt: new Date(),
        })),
      )
      .onConflictDoNothing();
  }
  await db
    .update(users)
    .set({
      plan: sql`case ${users.id} ${sql.join(
        COUPLES.map(
          (couple, index) =>
            sql`when ${demoUserId(index)}::uuid then ${catalogue(couple.theme).tier}`,
        ),
        sql` `,
      )} end`,
    })
    .where(
      inArray(
        users.id,
        COUPLES.map((_, index) => demoUserId(index)),
      ),
    );

  await db
    .insert(invitations)
    .values(
      COUPLES.map((couple, index) => {
        const theme = catalogue(couple.theme);
        return {
          id: demoInvitationId(index),
          userId: demoUserId(index),
          themeId: themeId.get(couple.theme)!,
          slug: demoSlug(couple.theme),
          content: demoContent(couple, theme.tier),
          sectionOrder: couple.sectionOrder ?? DEFAULT_SECTION_ORDER,
          photos: demoPhotos(couple.theme, theme.photos),
          status: 'published' as const,
          publishedAt: new Date('2026-11-01T03:00:00Z'),
        };
      }),
    )
    .onConflictDoUpdate({
      target: invitations.id,
      set: {
        themeId: sql`excluded.theme_id`,
        slug: sql`excluded.slug`,
        content: sql`excluded.content`,
        sectionOrder: sql`excluded.section_order`,
        photos: sql`excluded.photos`,
        status: sql`excluded.status`,
        version: sql`case when ${invitations.content} is distinct from excluded.content or ${invitations.photos} is distinct from excluded.photos or ${invitations.sectionOrder} is distinct from excluded.section_order then ${invitations.version} + 1 else ${invitations.version} end`,
      },
    });

  await db
    .insert(wishes)
    .values(
      COUPLES.flatMap((couple, index) => {
        const count = catalogue(couple.theme).tier === 'basic' ? 4 : DEMO_WISHES.length;
        return DEMO_WISHES.slice(0, count).map(([name, message], wishIndex) => {
          const createdAt = new Date(Date.UTC(2026, 10, 2 + wishIndex, 2 + wishIndex, 15));
          return {
            invitationId: demoInvitationId(index),
            name,
            message,
            fingerprint: wishFingerprint({ name, message }, createdAt),
            createdAt,
            updatedAt: createdAt,
          };
        });
      }),
    )
    .onConflictDoNothing();
  await db
    .insert(rsvps)
    .values(
      COUPLES.flatMap((couple, index) =>
        catalogue(couple.theme).tier === 'basic'
          ? []
          : DEMO_RSVPS.map(([name, attendance, guests, message], rsvpIndex) => {
              const at = new Date(Date.UTC(2026, 10, 3 + rsvpIndex, 5, 30));
              return {
                invitationId: demoInvitationId(index),
                name,
                nameKey: guestNameKey(name),
                attendance,
                guests,
                message,
                createdAt: at,
                updatedAt: at,
              };
            }),
      ),
    )
    .onConflictDoNothing();

  await db
    .update(themes)
    .set({ websiteUrl: sql`${`${config.site.publicUrl}/demo-`} || ${themes.code}` })
    .where(inArray(themes.code, codes));
}
