import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@kabar/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { RETURN_PARAM, withReturnPath } from '@/lib/return-path';
import { useLogin, type PhoneNotVerified } from '../api/login';
import { useFinishSignIn } from '../use-finish-sign-in';
import { FormMessage, PasswordField, SubmitButton, TextField } from './field';
import { GoogleSignIn } from './google-sign-in';
import { PhoneVerificationModal } from './phone-verification-modal';

const loginFormSchema = z.object({
  email: z.string().trim().min(1, { error: AUTH_MESSAGES.allRequired }),
  password: z.string().min(1, { error: AUTH_MESSAGES.allRequired }),
  remember: z.boolean(),
});
type LoginFormValues = z.infer<typeof loginFormSchema>;

/**
 * /login: 'Ingat saya' keeps the session in persistent storage (and a persistent refresh cookie);
 * without it both last until the browser closes. A failed login clears the password.
 */
export function LoginForm() {
  const { finishSignIn, redirecting } = useFinishSignIn();
  const login = useLogin();
  const [search] = useSearchParams();
  const [unverifiedPhone, setUnverifiedPhone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', remember: false },
  });

  const submit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: ({ data, msg }) =>
        finishSignIn(data, values.remember, msg || AUTH_MESSAGES.loginSuccess),
      onError: (error) => {
        resetField('password');
        const data = error instanceof ApiError ? (error.data as PhoneNotVerified | null) : null;
        if (data?.needs_phone_verification) setUnverifiedPhone(data.phone);
      },
    });
  });

  const message =
    errors.email?.message ??
    errors.password?.message ??
    (login.error ? login.error.message || 'Login gagal' : null);

  return (
    <>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="nama@email.com"
          invalid={!!errors.email}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Password kamu"
          invalid={!!errors.password}
          {...register('password')}
        />
        <div className="flex items-center justify-between gap-4 text-sm">
          <label className="flex items-center gap-2 text-stone-700">
            <input
              type="checkbox"
              className="size-5 rounded border-stone-300 accent-brand-600"
              {...register('remember')}
            />
            Ingat saya
          </label>
          <Link
            to={paths.forgotPassword.getHref()}
            className="font-semibold text-brand-700 hover:underline"
          >
            Lupa password?
          </Link>
        </div>
        <FormMessage message={message} />
        <SubmitButton busy={login.isPending || redirecting}>Masuk</SubmitButton>
      </form>

      <GoogleSignIn onSignedIn={(session, msg) => finishSignIn(session, true, msg)} />
      <p className="mt-8 text-center text-sm text-stone-600">
        Belum punya akun?{' '}
        <Link
          to={withReturnPath(paths.register.getHref(), search.get(RETURN_PARAM))}
          className="font-semibold text-brand-700 hover:underline"
        >
          Daftar
        </Link>
      </p>

      <PhoneVerificationModal
        isOpen={!!unverifiedPhone}
        phoneNumber={unverifiedPhone ?? ''}
        autoSendOTP
        verificationType="register"
        onClose={() => setUnverifiedPhone(null)}
        onSuccess={(session) => {
          setUnverifiedPhone(null);
          finishSignIn(session, true, AUTH_MESSAGES.registerSuccess);
        }}
      />
    </>
  );
}
