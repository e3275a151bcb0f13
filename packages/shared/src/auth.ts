import { z } from 'zod';
import { phoneSchema } from './phone';

/** The product's own sign-in messages, word for word (docs/product-rules.md, Wording). */
export const AUTH_MESSAGES = {
  allRequired: 'Semua field wajib diisi.',
  passwordMismatch: 'Password dan konfirmasi password tidak sama.',
  sourceRequired: 'Pilih sumber registrasi.',
  termsRequired: 'Anda harus menyetujui Syarat & Ketentuan.',
  googleTermsRequired: 'Anda harus menyetujui Syarat & Ketentuan sebelum lanjut dengan Google.',
  googlePhoneRequired: 'Nomor HP wajib diisi untuk melanjutkan Google login.',
  otpLength: 'Kode OTP harus 6 digit.',
  otpWrong: 'Kode OTP salah atau kadaluarsa.',
  otpExpired: 'Kode OTP sudah kadaluarsa. Silakan kirim ulang.',
  otpNotFound: 'Konfirmasi OTP tidak ditemukan. Coba kirim ulang kode.',
  googlePendingMissing: 'Pending Google registration belum dibuat. Coba beberapa saat lagi.',
  tooManyRequests: 'Terlalu banyak permintaan. Tunggu beberapa saat sebelum mencoba lagi.',
  phoneTaken: 'Nomor HP sudah terdaftar.',
  registerSuccess: 'Registrasi berhasil! Selamat datang!',
  loginSuccess: 'Login berhasil!',
  googleLoginSuccess: 'Login Google berhasil!',
  resendEmailSuccess: 'Kode OTP berhasil dikirim ulang ke email Anda.',
  resetSuccess: 'Password berhasil direset.',
  profileUpdated: 'Profile updated successfully.',
  googleDefaultError: 'Gagal login dengan Google',
  googleNotAllowed: 'Login Google tidak diizinkan. Hubungi administrator.',
} as const;

/** Ours, where the product's messages have no wording. */
export const PASSWORD_MIN_MESSAGE = 'Password minimal 8 karakter.';
export const PASSWORD_MAX_MESSAGE = 'Password maksimal 1024 karakter.';
export const EMAIL_FORMAT_MESSAGE = 'Format email tidak valid.';
export const EMAIL_TAKEN_MESSAGE = 'Email sudah terdaftar.';

export const REGISTRATION_SOURCES = ['Media Sosial', 'Teman', 'Iklan', 'Lainnya'] as const;
export type RegistrationSource = (typeof REGISTRATION_SOURCES)[number];

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;

const required = (message: string = AUTH_MESSAGES.allRequired) =>
  z.string({ error: message }).min(1, { error: message });

/**
 * docs/security.md #2: at least 8 characters, long ones welcome, never trimmed or changed. The
 * upper bound only keeps hashing cost sane; nothing is ever truncated.
 */
export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.allRequired })
  .min(1, { error: AUTH_MESSAGES.allRequired })
  .min(8, { error: PASSWORD_MIN_MESSAGE })
  .max(1024, { error: PASSWORD_MAX_MESSAGE });

export const emailSchema = required()
  .transform((value) => value.trim())
  .pipe(z.email({ error: EMAIL_FORMAT_MESSAGE }).max(254, { error: EMAIL_FORMAT_MESSAGE }));

const nameSchema = required()
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, { error: AUTH_MESSAGES.allRequired })
      .max(100, { error: 'Nama maksimal 100 karakter.' }),
  );

const registrationPhoneSchema = required().pipe(phoneSchema);

export const registerInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: registrationPhoneSchema,
  password: passwordSchema,
  registration_source: z.enum(REGISTRATION_SOURCES, { error: AUTH_MESSAGES.sourceRequired }),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

/** The register form: the API input plus the confirmation and the terms box. */
export const registerFormSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    password: z.string(),
    confirm_password: z.string(),
    registration_source: z.string(),
    terms: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const fields = ['name', 'email', 'phone', 'password', 'confirm_password'] as const;
    const missing = fields.filter((field) => !form[field].trim());
    if (missing.length) {
      for (const field of missing) fail(field, AUTH_MESSAGES.allRequired);
      return;
    }
    if (form.password !== form.confirm_password) {
      fail('confirm_password', AUTH_MESSAGES.passwordMismatch);
      return;
    }
    if (!(REGISTRATION_SOURCES as readonly string[]).includes(form.registration_source)) {
      fail('registration_source', AUTH_MESSAGES.sourceRequired);
      return;
    }
    if (!form.terms) {
      fail('terms', AUTH_MESSAGES.termsRequired);
      return;
    }
    const api = registerInputSchema.safeParse(form);
    if (!api.success) {
      for (const issue of api.error.issues) fail(String(issue.path[0] ?? 'name'), issue.message);
    }
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  /** Checked against the stored hash exactly as typed; length rules apply at registration. */
  password: required().max(1024, { error: PASSWORD_MAX_MESSAGE }),
  remember: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const otpCodeSchema = z
  .string({ error: AUTH_MESSAGES.otpLength })
  .regex(/^\d{6}$/, { error: AUTH_MESSAGES.otpLength });

export const OTP_PURPOSES = ['register', 'google'] as const;
export type PhoneOtpPurpose = (typeof OTP_PURPOSES)[number];

export const sendOtpInputSchema = z.object({
  phone: registrationPhoneSchema,
  purpose: z.enum(OTP_PURPOSES).default('register'),
});
export type SendOtpInput = z.input<typeof sendOtpInputSchema>;

export const verifyOtpInputSchema = z.object({
  phone: registrationPhoneSchema,
  code: otpCodeSchema,
});
export type VerifyOtpInput = z.input<typeof verifyOtpInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  email: emailSchema,
  token: otpCodeSchema,
  password: passwordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

/**
 * Only a Google ID token is read (docs/security.md #15); any google_id, email or name sent beside
 * it is ignored. A phone turns a new Google user into a pending registration.
 */
export const googleLoginInputSchema = z.object({
  credential: z
    .string({ error: AUTH_MESSAGES.googleDefaultError })
    .min(20, { error: AUTH_MESSAGES.googleDefaultError })
    .max(8192, { error: AUTH_MESSAGES.googleDefaultError }),
  phone: z
    .string({ error: AUTH_MESSAGES.googlePhoneRequired })
    .min(1, { error: AUTH_MESSAGES.googlePhoneRequired })
    .pipe(phoneSchema)
    .optional(),
  /** Kept when the Google sign-up starts on /register with a source chosen. */
  registration_source: z.enum(REGISTRATION_SOURCES).optional().catch(undefined),
  /**
   * The password of an existing account whose email is not verified yet: proving it links
   * Google to that account instead of the Google owner taking it over.
   */
  password: z.string().max(1024).optional().catch(undefined),
});
export type GoogleLoginInput = z.input<typeof googleLoginInputSchema>;

export const verifyGooglePhoneInputSchema = verifyOtpInputSchema;

/** PUT /user/profile: only these are copied (docs/security.md #24). */
export const profileUpdateInputSchema = z.object({
  name: nameSchema,
  bio: z.string().max(500, { error: 'Bio maksimal 500 karakter.' }).default(''),
  password: z.union([z.literal(''), passwordSchema]).optional(),
  /** Proof for a new password: the current one, or (accounts without one) the emailed code. */
  current_password: z.string().max(1024).optional(),
  code: z.string().max(6).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateInputSchema>;

/** The user as every auth answer and GET /user carry it. */
export const publicUserSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  bio: z.string(),
  status: z.string(),
  plan: z.string(),
  email_verified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Every sign-in's data: the user, the access token and the refresh token. */
export const sessionPayloadSchema = z.object({
  user: publicUserSchema,
  token: z.string(),
  refresh_token: z.string(),
});
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

/** What POST /login-google answers when the Google account still needs a phone. */
export const googlePhoneNeededSchema = z.object({
  needs_phone: z.literal(true),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
});
export type GooglePhoneNeeded = z.infer<typeof googlePhoneNeededSchema>;

/** POST /login-google with a phone for a new account: the registration awaits the phone code. */
export const googlePendingSchema = z.object({ pending: z.literal(true), phone: z.string() });

/** GET /auth/google-config: whether Google sign-in is on, and where its popup goes. */
export const googleConfigSchema = z.object({
  enabled: z.boolean(),
  mode: z.enum(['google', 'local']).nullable(),
  client_id: z.string().nullable(),
  authorize_url: z.string().nullable(),
});

/** POST /register and /send-otp: the phone the code went to, and the seconds before another. */
export const phoneCodeSentSchema = z.object({
  phone: z.string(),
  resend_after: z.number().int().nonnegative(),
});

/** A code or link mailed, a password reset: the account's email. */
export const accountEmailSchema = z.object({ email: z.string() });

/** POST /auth/verify-email. */
export const emailVerifiedSchema = z.object({ email_verified: z.literal(true) });

/** A refreshed session; the refresh token only to a client that sent its own in the body. */
export const refreshedTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string().optional(),
});

/** POST /auth/login, the spec's alternate client's sign-in. */
export const specSessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: publicUserSchema,
});
