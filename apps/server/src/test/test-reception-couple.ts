import type { TestContext } from './test-app';
import { createTestInvitation } from './test-invitations';
import { authHeaders, createTestUser } from './test-users';

/**
 * A VIP couple whose reception runs 11.00-15.00 WITA, so it can be split into sessions (issue
 * 27), with their sign-in headers and a caller for their invitation's API.
 */
export async function createReceptionCouple(ctx: TestContext) {
  const user = await createTestUser(ctx.database.db, { plan: 'vip' });
  const invitation = await createTestInvitation(ctx.database.db, user.id, {
    content: {
      waktu_selesai_resepsi_pernikahan: '15:00',
      sampai_selesai_resepsi_pernikahan: false,
    },
  });
  const headers = await authHeaders(ctx, user);
  const base = `/api/invitations/${invitation.id}`;
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    ctx.app.inject({ method, url: `${base}${path}`, headers, ...(payload ? { payload } : {}) });
  return { user, invitation, headers, base, call };
}
