import { eq } from 'drizzle-orm';
import type { InvitationContent, InvitationPhoto } from '@kabar/shared';
import type { Db } from '../db/client';
import { demoContent } from '../seed/demo-invitations';
import { demoPhotos } from '../seed/demo-photos';
import { invitations, type Invitation } from '../modules/invitations/invitations.schema';
import { themes } from '../modules/themes/themes.schema';

let counter = 0;

/** An invitation for tests: VIP-complete content on a seeded theme, published unless asked. */
export async function createTestInvitation(
  db: Db,
  userId: string,
  overrides: {
    themeCode?: string;
    content?: InvitationContent;
    status?: 'draft' | 'published';
    slug?: string | null;
    photos?: InvitationPhoto[];
  } = {},
): Promise<Invitation> {
  const [theme] = await db
    .select({ id: themes.id })
    .from(themes)
    .where(eq(themes.code, overrides.themeCode ?? 'kebaya-rose'));
  counter += 1;
  const slug =
    overrides.slug === undefined
      ? `uji-${Date.now().toString(36)}-${process.pid}-${counter}`
      : overrides.slug;
  const base = demoContent(
    {
      theme: overrides.themeCode ?? 'kebaya-rose',
      bride: ['Sinta Maharani', 'pertama', 'Bapak Harun', 'Ibu Lina', 'sinta'],
      groom: ['Joko Susilo', 'kedua', 'Bapak Darto', 'Ibu Warsini', 'joko'],
      ceremony: {
        title: 'Akad Nikah',
        date: '2030-06-15',
        start: '08:00',
        end: '10:00',
        zone: 'WITA',
        venue: 'Masjid Raya',
        address: 'Jl. Merdeka 1, Makassar',
      },
      reception: {
        title: 'Resepsi',
        date: '2030-06-15',
        start: '11:00',
        zone: 'WITA',
        venue: 'Gedung Juang',
        address: 'Jl. Veteran 2, Makassar',
      },
      loveStory: 'Awal: Kami bertemu di kantor.',
      bank: ['BCA', '1234567890', 'Sinta Maharani'],
      liveStream: 'https://www.youtube.com/@sintajoko/live',
    },
    'vip',
  );
  const [row] = await db
    .insert(invitations)
    .values({
      userId,
      themeId: theme!.id,
      slug,
      content: { ...base, invitation_slug: slug ?? '', ...overrides.content },
      photos: overrides.photos ?? demoPhotos('kebaya-rose'),
      status: overrides.status ?? 'published',
      publishedAt: overrides.status === 'draft' ? null : new Date(),
    })
    .returning();
  return row!;
}
