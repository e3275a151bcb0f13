import { PageShell } from '@/components/ui/page-shell';
import { DataRightsCard } from '@/features/profile/components/data-rights-card';
import { ProfileForm } from '@/features/profile/components/profile-form';

export default function ProfileRoute() {
  return (
    <PageShell
      width="narrow"
      title="Account Settings"
      description="Kelola data akun dan password kamu."
    >
      <ProfileForm />
      <DataRightsCard />
    </PageShell>
  );
}
