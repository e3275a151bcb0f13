import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Loader2, Pencil, RefreshCw, X } from 'lucide-react';
import {
  AUTH_MESSAGES,
  profileUpdateInputSchema,
  type ProfileUpdateInput,
  type PublicUser,
} from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { useUser } from '../api/get-user';
import { useUpdateProfile } from '../api/update-profile';
import { EmailVerification } from './email-verification';

/** What the password field shows outside edit mode; never sent. */
const PASSWORD_PLACEHOLDER = '********';

const inputClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 read-only:border-stone-200 read-only:bg-stone-50 read-only:text-stone-600 disabled:border-stone-200 disabled:bg-stone-50 disabled:text-stone-600';

const initialValues = (user: PublicUser): ProfileUpdateInput => ({
  name: user.name,
  bio: user.bio,
  password: '',
  current_password: '',
});

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/** 'Account Settings': view mode by default; Edit unlocks name, password and bio. */
export function ProfileForm() {
  const user = useUser();

  if (user.isPending) {
    return (
      <p className="flex items-center gap-3 py-12 text-stone-600" role="status">
        <Loader2 aria-hidden className="size-5 animate-spin text-brand-600" />
        Memuat data user...
      </p>
    );
  }
  if (user.isError) {
    return (
      <div className="rounded-2xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200" role="alert">
        <p className="font-semibold">Gagal mengambil data user</p>
        <p className="mt-1 text-sm">{user.error.message}</p>
        <button
          type="button"
          onClick={() => void user.refetch()}
          className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-100"
        >
          <RefreshCw aria-hidden className="size-4" />
          Coba Lagi
        </button>
      </div>
    );
  }
  return <ProfileEditor key={user.dataUpdatedAt} user={user.data} />;
}

function ProfileEditor({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileUpdateInput, unknown, z.output<typeof profileUpdateInputSchema>>({
    resolver: zodResolver(profileUpdateInputSchema),
    defaultValues: initialValues(user),
  });
  const changingPassword = !!useWatch({ control, name: 'password' });
  const error =
    errors.name?.message ??
    errors.password?.message ??
    errors.current_password?.message ??
    errors.bio?.message ??
    errors.root?.message;

  const resetForm = () => {
    reset(initialValues(user));
    setEditing(false);
  };

  const submit = handleSubmit(({ password, current_password, ...rest }) => {
    if (!editing) return;
    update.mutate(password ? { ...rest, password, current_password } : rest, {
      onSuccess: () => {
        toast.success(AUTH_MESSAGES.profileUpdated);
        setEditing(false);
      },
      onError: (failure) =>
        setError('root', { message: failure.message || 'Gagal update profile' }),
    });
  });

  return (
    <form
      onSubmit={submit}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
      noValidate
    >
      <div className="flex items-center justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-stone-900">Data Akun</h2>
          <p className="text-sm text-stone-500">
            {editing ? 'Ubah nama, password atau bio kamu.' : 'Tekan Edit untuk mengubah data.'}
          </p>
        </div>
        <button
          type="button"
          onClick={() => (editing ? resetForm() : setEditing(true))}
          aria-pressed={editing}
          className="inline-flex items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-50"
        >
          {editing ? (
            <X aria-hidden className="size-4" />
          ) : (
            <Pencil aria-hidden className="size-4" />
          )}
          {editing ? 'Batal' : 'Edit'}
        </button>
      </div>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field id="profile-name" label="Nama">
          <input
            id="profile-name"
            autoComplete="name"
            readOnly={!editing}
            {...register('name')}
            className={inputClass}
          />
        </Field>
        <Field id="profile-phone" label="Nomor Hp (WhatsApp)">
          <input
            id="profile-phone"
            value={user.phone ? `+${user.phone}` : '-'}
            readOnly
            className={inputClass}
          />
        </Field>
        <Field id="profile-email" label="Email">
          <input id="profile-email" value={user.email} readOnly className={inputClass} />
          <EmailVerification verified={user.email_verified} />
        </Field>
        <Field id="profile-password" label="Password">
          {editing ? (
            <input
              id="profile-password"
              type="password"
              autoComplete="new-password"
              placeholder="Kosongkan jika tidak diubah"
              className={inputClass}
              {...register('password')}
            />
          ) : (
            <input
              id="profile-password"
              type="password"
              value={PASSWORD_PLACEHOLDER}
              readOnly
              className={inputClass}
            />
          )}
        </Field>
        {editing && changingPassword ? (
          <Field id="profile-current-password" label="Password Saat Ini">
            <input
              id="profile-current-password"
              type="password"
              autoComplete="current-password"
              placeholder="Wajib untuk mengganti password"
              className={inputClass}
              {...register('current_password')}
            />
          </Field>
        ) : null}
        <div className="sm:col-span-2">
          <Field id="profile-bio" label="Bio">
            <textarea
              id="profile-bio"
              rows={4}
              maxLength={500}
              readOnly={!editing}
              placeholder={editing ? 'Ceritakan sedikit tentang kalian' : undefined}
              className={inputClass}
              {...register('bio')}
            />
          </Field>
        </div>
      </div>

      {error ? (
        <p
          role="alert"
          className="mt-5 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          {error}
        </p>
      ) : null}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={resetForm}
          disabled={!editing || update.isPending}
          className="inline-flex items-center justify-center rounded-full border border-stone-300 px-6 py-3 font-semibold text-stone-700 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Reset
        </button>
        <button
          type="submit"
          disabled={!editing || update.isPending}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-500"
        >
          {update.isPending ? <Loader2 aria-hidden className="size-5 animate-spin" /> : null}
          Update Profile
        </button>
      </div>
    </form>
  );
}
