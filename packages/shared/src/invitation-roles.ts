import { z } from 'zod';
import { GUEST_SIDE_LABELS, GUEST_SIDES, type GuestSide } from './guests';

/**
 * Who may do what to an invitation (decision 015). The owner is the couple; co-admins are family
 * members the couple invited by link, each with one role. A side manager works on one family's
 * guests only. The table is the one place this is decided; the server's access gate applies it and
 * the web hides what a role cannot do.
 */
export const CO_ADMIN_ROLES = ['editor', 'side_manager', 'viewer'] as const;
export type CoAdminRole = (typeof CO_ADMIN_ROLES)[number];
export const invitationRoleSchema = z.enum(['owner', ...CO_ADMIN_ROLES]);
export type InvitationRole = z.infer<typeof invitationRoleSchema>;

export const INVITATION_ACTIONS = [
  'view',
  'edit',
  'publish',
  'guests.view',
  'guests.edit',
  'guests.send',
  'answers.view',
  'gifts.view',
  'gifts.edit',
  'checkin.manage',
  'domain.manage',
  'members.manage',
] as const;
export type InvitationAction = (typeof INVITATION_ACTIONS)[number];

const ROLE_ACTIONS: Record<InvitationRole, readonly InvitationAction[]> = {
  owner: INVITATION_ACTIONS,
  editor: [
    'view',
    'edit',
    'guests.view',
    'guests.edit',
    'guests.send',
    'answers.view',
    'gifts.view',
    'gifts.edit',
    'checkin.manage',
  ],
  side_manager: ['view', 'guests.view', 'guests.edit', 'guests.send', 'answers.view'],
  viewer: ['view', 'guests.view', 'answers.view', 'gifts.view'],
};

export function roleCan(role: InvitationRole, action: InvitationAction): boolean {
  return ROLE_ACTIONS[role].includes(action);
}

export const INVITATION_ROLE_LABELS: Record<InvitationRole, string> = {
  owner: 'Pemilik',
  editor: 'Editor',
  side_manager: 'Pengelola tamu',
  viewer: 'Pemantau',
};

export const INVITATION_ROLE_DESCRIPTIONS: Record<CoAdminRole, string> = {
  editor: 'Mengubah isi undangan, tamu dan pengiriman.',
  side_manager: 'Hanya tamu, pengiriman dan jawaban dari satu pihak keluarga.',
  viewer: 'Melihat tamu, jawaban dan hadiah tanpa mengubah apa pun.',
};

/** A co-admin invite as the couple makes it: a side manager needs a side, the others have none. */
export const coAdminInviteInputSchema = z
  .object({
    role: z.enum(CO_ADMIN_ROLES, { error: 'Pilih peran pengelola.' }),
    side: z.enum(GUEST_SIDES, { error: 'Pilih pihak keluarga.' }).nullish(),
    label: z
      .string()
      .trim()
      .max(60, { error: 'Nama penerima maksimal 60 karakter.' })
      .optional()
      .default(''),
  })
  .refine((input) => input.role !== 'side_manager' || !!input.side, {
    path: ['side'],
    error: 'Pilih pihak keluarga yang dikelola.',
  });
export type CoAdminInviteInput = z.input<typeof coAdminInviteInputSchema>;

/** A side manager's side limits the guests they see; everyone else sees every side. */
export function sideFilterOf(role: InvitationRole, side: GuestSide | null): GuestSide | null {
  return role === 'side_manager' ? side : null;
}

export const coAdminMemberDtoSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.email(),
  role: z.enum(CO_ADMIN_ROLES),
  side: z.enum(GUEST_SIDES).nullable(),
  createdAt: z.iso.datetime(),
});
export type CoAdminMemberDto = z.infer<typeof coAdminMemberDtoSchema>;

export const coAdminInviteDtoSchema = z.object({
  id: z.uuid(),
  role: z.enum(CO_ADMIN_ROLES),
  side: z.enum(GUEST_SIDES).nullable(),
  label: z.string(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type CoAdminInviteDto = z.infer<typeof coAdminInviteDtoSchema>;

export const coAdminsDtoSchema = z.object({
  members: z.array(coAdminMemberDtoSchema),
  invites: z.array(coAdminInviteDtoSchema),
});
export type CoAdminsDto = z.infer<typeof coAdminsDtoSchema>;

/** A new invite link: shown once, since only its hash is kept. */
export const createdCoAdminInviteDtoSchema = coAdminInviteDtoSchema.extend({ url: z.url() });
export type CreatedCoAdminInviteDto = z.infer<typeof createdCoAdminInviteDtoSchema>;

/**
 * What whoever holds an invite link sees, signed in or not (issue 33): who invites them to which
 * wedding in what role, and whether the link was already used (then only the person who used it
 * goes on to the invitation).
 */
export const coAdminInvitePreviewDtoSchema = z.object({
  invitationId: z.uuid(),
  coupleNames: z.string(),
  role: z.enum(CO_ADMIN_ROLES),
  side: z.enum(GUEST_SIDES).nullable(),
  invitedBy: z.string(),
  state: z.enum(['open', 'accepted']),
});
export type CoAdminInvitePreviewDto = z.infer<typeof coAdminInvitePreviewDtoSchema>;

/** `POST /api/co-admin-invites/:token/accept`: the invitation the invitee now helps with. */
export const acceptedCoAdminInviteSchema = z.object({ invitationId: z.uuid() });

/** Days an invite link stays open before the couple must make a new one. */
export const CO_ADMIN_INVITE_DAYS = 7;

/** "Pengelola tamu (Mempelai Pria)": the role as the couple and invitee read it. */
export function coAdminRoleLabel(role: InvitationRole, side: GuestSide | null): string {
  const label = INVITATION_ROLE_LABELS[role];
  return role === 'side_manager' && side ? `${label} (${GUEST_SIDE_LABELS[side]})` : label;
}
