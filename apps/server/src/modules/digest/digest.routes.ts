import type { FastifyPluginAsync } from 'fastify';
import {
  answerDigestSettingsSchema,
  answerDigestViewSchema,
  ownDigestInputSchema,
  roleCan,
  unreadAnswersSchema,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { listAccessibleInvitations, type InvitationAccess } from '../invitations/invitation-access';
import {
  countSince,
  digestSettingsOf,
  moveWatermark,
  ownDigestOf,
  saveDigestSettings,
  saveOwnDigest,
  watermarkOf,
} from './digest.queries';
import { queueDigest } from './digest-jobs';

/**
 * Telling the couple about answers (issue 27 item 6): the digest email's setting, the unread
 * counts beside "Jawaban Tamu", and marking an invitation's answers read. The instant digest is
 * queued here when this instance records an answer or a wish.
 */
export const digestRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'digest');
  /** The invitation's setting, and the reader's own switch and address. */
  const view = async (gate: InvitationAccess, userId: string) => ({
    ...(await digestSettingsOf(app.db, gate.invitation.id)),
    ...(await ownDigestOf(app.db, gate.invitation.id, userId)),
    canEdit: roleCan(gate.role, 'edit'),
  });

  app.onPublishedHere((invitationId, kind) => {
    if (kind !== 'rsvp' && kind !== 'wish') return;
    void digestSettingsOf(app.db, invitationId)
      .then((settings) =>
        settings.mode === 'instant' ? queueDigest(app, invitationId) : undefined,
      )
      .catch((error: unknown) => app.log.error({ err: error, invitationId }, 'digest not queued'));
  });

  route.get(
    '/invitations/:invitationId/answer-digest',
    {
      summary: 'When the digest email of new answers is sent',
      access: access.invitation('answers.view'),
      data: answerDigestViewSchema,
    },
    async ({ gate, userId }) => envelope(await view(gate, userId)),
  );

  route.put(
    '/invitations/:invitationId/answer-digest',
    {
      summary: 'Choose the digest email: off, daily at an hour, or at once',
      access: access.invitation('edit'),
      body: answerDigestSettingsSchema,
      data: answerDigestViewSchema,
    },
    async ({ gate, body, userId }) => {
      await saveDigestSettings(app.db, gate.invitation.id, body);
      return envelope(await view(gate, userId), 'Pengaturan email ringkasan disimpan.');
    },
  );

  route.put(
    '/invitations/:invitationId/answer-digest/mine',
    {
      summary: 'Receive the digest email, or not, for oneself only',
      access: access.invitation('answers.view'),
      body: ownDigestInputSchema,
      data: answerDigestViewSchema,
    },
    async ({ gate, body, userId }) => {
      await saveOwnDigest(app.db, gate.invitation.id, userId, body.receive);
      return envelope(
        await view(gate, userId),
        body.receive
          ? 'Email ringkasan akan dikirim ke kamu lagi.'
          : 'Email ringkasan tidak lagi dikirim ke kamu.',
      );
    },
  );

  route.get(
    '/answers/unread',
    {
      summary: 'New answers and wishes per invitation since the person last read them',
      access: access.signedIn,
      data: unreadAnswersSchema,
    },
    async ({ userId }) => {
      const places = await listAccessibleInvitations(app.db, userId);
      const data = await Promise.all(
        places.map(async ({ invitation, side }) => {
          const { readAt } = await watermarkOf(app.db, invitation.id, userId);
          return {
            invitationId: invitation.id,
            ...(await countSince(app.db, invitation.id, { userId, side }, readAt)),
          };
        }),
      );
      return envelope(data);
    },
  );

  route.post(
    '/invitations/:invitationId/answers/read',
    {
      summary: 'Mark the invitation’s answers read by the person',
      access: access.invitation('answers.view'),
      data: unreadAnswersSchema.element,
    },
    async ({ gate, userId }) => {
      await moveWatermark(app.db, gate.invitation.id, userId, 'readAt', new Date());
      return envelope({ invitationId: gate.invitation.id, answers: 0, wishes: 0 });
    },
  );
};
