import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DATA_RIGHTS_MESSAGES, deletionDueAt, formatShortDateTime } from '@kabar/shared';
import { queueAccountEmail } from '../../auth/account-email';
import { revokeUserSessions } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { invitations } from '../invitations/invitations.schema';
import { users, type User } from '../users/users.schema';

/**
 * The owner's pages change with the account: a new version, so every cached copy is dropped and
 * the page answers as unavailable at once.
 */
async function touchPages(db: Db, userId: string): Promise<string[]> {
  const pages = await db
    .update(invitations)
    .set({ version: sql`${invitations.version} + 1` })
    .where(eq(invitations.userId, userId))
    .returning({ slug: invitations.slug });
  return pages.flatMap((page) => (page.slug ? [page.slug] : []));
}

/**
 * The couple asks to delete their account (decision 043): it is erased after the grace period.
 * Every session ends now, so only a new sign-in, which proves who they are, can cancel it; their
 * invitation is unavailable meanwhile. An email says when, and how to change their mind.
 */
export async function requestAccountDeletion(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'config' | 'pageChanges'>,
  user: User,
  now = new Date(),
): Promise<Date> {
  const due = deletionDueAt(now);
  const slugs = await app.db.transaction(async (tx) => {
    await tx.update(users).set({ deletionDueAt: due, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, 'account_deletion');
    return touchPages(tx, user.id);
  });
  for (const slug of slugs) app.pageChanges.publish(slug);
  const when = formatShortDateTime(due);
  await queueAccountEmail(app, 'account-deletion', user, {
    subject: `Akun ${app.config.site.brandName} akan dihapus`,
    intro: [
      DATA_RIGHTS_MESSAGES.deletionScheduled(when),
      'Setelah itu undangan, daftar tamu, jawaban, ucapan, foto dan sesi Anda dihapus untuk selamanya. Pesanan disimpan tanpa nama dan email Anda untuk catatan pajak.',
    ],
    action: {
      label: 'Batalkan: Masuk Lagi',
      textLead: 'Batalkan dengan masuk lagi di',
      url: `${app.config.site.publicUrl}/login`,
    },
    outro: ['Jika Anda tidak meminta penghapusan ini, segera masuk dan ganti password Anda.'],
  });
  return due;
}
