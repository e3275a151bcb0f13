import { z } from 'zod';
import { GUEST_SIDES, type GuestSide } from './guests';

/**
 * Who may do what to an invitation (decision 015). The owner is the couple; co-admins are family
 * members the couple invited by link, each with one role. A side manager works on one family's
 * guests only. The table is the one place this is decided; the server's access gate applies it and
 * the web hides what a role cannot do.
 */
export const CO_ADMIN_ROLES = ['editor', 'side_manager', 'viewer'] as const;
export type CoAdminRole = (typeof CO_ADMIN_ROLES)[number];
export type InvitationRole = 'owner' | CoAdminRole;

export const INVITATION_ACTIONS = [
  'view',
  'edit',
  'publish',
  'guests.view',
  'guests.edit',
  'guests.send',
  'answers.view',
  'gifts.view',
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
