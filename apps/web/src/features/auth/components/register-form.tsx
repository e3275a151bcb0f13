import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import {
  AUTH_MESSAGES,
  REGISTRATION_SOURCES,
  registerFormSchema,
  type RegisterForm as RegisterFormValues,
  type RegisterInput,
} from '@kabar/shared';
import { paths } from '@/config/paths';
import { RETURN_PARAM, withReturnPath } from '@/lib/return-path';
import { siteConfig } from '@/config/site-config';
import { useRegister } from '../api/register';
import { useFinishSignIn } from '../use-finish-sign-in';
import { FormMessage, inputClass, PasswordField, SubmitButton, TextField } from './field';
import { GoogleSignIn } from './google-sign-in';
import { PhoneVerificationModal } from './phone-verification-modal';

const FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'password',
  'confirm_password',
  'registration_source',
  'terms',
] as const;

/**
 * /register: every field (docs/product-rules.md, Sign-in), its messages in order, then the phone
 * verification modal with the code the server already sent. Registration always keeps the session
 * persistently.
 */
export function RegisterForm() {
  const { finishSignIn, redirecting } = useFinishSignIn();
  const registration = useRegister();
  const [search] = useSearchParams();
  const [verification, setVerification] = useState<{ phone: string; resendAfter: number } | null>(
    null,
  );
  const {
    register,
    handleSubmit,
    getValues,
    control,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      confirm_password: '',
      registration_source: '',
      terms: false,
    },
  });

  const registrationSource = useWatch({ control, name: 'registration_source' });
  const firstError = FIELD_ORDER.map((field) => errors[field]?.message).find(Boolean);
  const serverError = registration.error ? registration.error.message || 'Registrasi gagal' : null;

  const submit = handleSubmit((values) => {
    const input: RegisterInput = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      password: values.password,
      registration_source: values.registration_source as RegisterInput['registration_source'],
    };
    registration.mutate(input, {
      onSuccess: (answer) =>
        setVerification({ phone: answer.phone, resendAfter: answer.resend_after }),
    });
  });

  return (
    <>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          label="Nama Lengkap"
          autoComplete="name"
          placeholder="Nama lengkap kamu"
          invalid={!!errors.name}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="nama@email.com"
          invalid={!!errors.email}
          {...register('email')}
        />
        <TextField
          label="Nomor HP"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="081234567890"
          invalid={!!errors.phone}
          {...register('phone')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="8-16 karakter"
          invalid={!!errors.password}
          {...register('password')}
        />
        <PasswordField
          label="Konfirmasi Password"
          autoComplete="new-password"
          placeholder="Ulangi password"
          invalid={!!errors.confirm_password}
          {...register('confirm_password')}
        />
        <div>
          <label
            htmlFor="registration-source"
            className="mb-1.5 block text-sm font-medium text-stone-700"
          >
            Dari mana kamu mengetahui {siteConfig.brandName}?
          </label>
          <select
            id="registration-source"
            aria-invalid={!!errors.registration_source || undefined}
            className={inputClass}
            {...register('registration_source')}
          >
            <option value="">Pilih salah satu</option>
            {REGISTRATION_SOURCES.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-start gap-3 text-sm text-stone-700">
          <input
            type="checkbox"
            aria-invalid={!!errors.terms || undefined}
            className="mt-0.5 size-5 shrink-0 rounded border-stone-300 accent-brand-600"
            {...register('terms')}
          />
          <span>
            Saya menyetujui{' '}
            <Link
              to={paths.termsOfService.getHref()}
              target="_blank"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Syarat & Ketentuan
            </Link>{' '}
            {siteConfig.brandName}.
          </span>
        </label>
        <FormMessage message={firstError ?? serverError} />
        <SubmitButton busy={registration.isPending || redirecting}>Daftar</SubmitButton>
      </form>

      <GoogleSignIn
        canStart={() => (getValues('terms') ? null : AUTH_MESSAGES.googleTermsRequired)}
        registrationSource={registrationSource || undefined}
        onSignedIn={(session, message) => finishSignIn(session, true, message)}
      />
      <p className="mt-8 text-center text-sm text-stone-600">
        Sudah punya akun?{' '}
        <Link
          to={withReturnPath(paths.login.getHref(), search.get(RETURN_PARAM))}
          className="font-semibold text-brand-700 hover:underline"
        >
          Masuk
        </Link>
      </p>

      <PhoneVerificationModal
        isOpen={!!verification}
        phoneNumber={verification?.phone ?? ''}
        codeAlreadySent={verification ? { resendAfter: verification.resendAfter } : undefined}
        verificationType="register"
        onClose={() => setVerification(null)}
        onSuccess={(session) => {
          setVerification(null);
          finishSignIn(session, true, AUTH_MESSAGES.registerSuccess);
        }}
      />
    </>
  );
}
