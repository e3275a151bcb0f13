import { ProfileForm } from '@/features/profile/components/profile-form';

export default function ProfileRoute() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:px-8 lg:py-10">
      <h1 className="font-serif text-3xl text-stone-900 sm:text-4xl">Account Settings</h1>
      <p className="mt-2 text-stone-600">Kelola data akun dan password kamu.</p>
      <div className="mt-8">
        <ProfileForm />
      </div>
    </main>
  );
}
