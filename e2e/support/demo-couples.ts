/** The seeded Premium demo (apps/server/src/seed/demo-invitations.ts, fourth couple). */
export const KEBAYA_ROSE_DEMO = {
  slug: 'demo-kebaya-rose',
  invitationId: '00000000-0000-4000-8000-000000000204',
  couple: {
    user_id: '00000000-0000-4000-8000-000000000104',
    name: 'Nadia & Raka',
    email: 'kebaya-rose@demo.kabar.id',
    phone: '6281100000104',
  },
};
