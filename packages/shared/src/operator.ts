import { z } from 'zod';

/** The console's own messages (issue 31), in one place for the server and the web. */
export const OPERATOR_MESSAGES = {
  secondFactorNeeded: 'Masukkan kode dari aplikasi autentikator untuk membuka konsol.',
  codeInvalid: 'Kode tidak valid atau sudah kedaluwarsa.',
  codeReplayed: 'Kode ini sudah dipakai. Tunggu kode berikutnya di aplikasi autentikator.',
  alreadySetUp: 'Autentikator sudah terpasang untuk akun ini.',
  notSetUp: 'Pasang autentikator terlebih dahulu.',
  codeFormat: 'Masukkan 6 angka dari aplikasi autentikator atau kode pemulihan.',
} as const;

/** Six digits from the authenticator app, or one recovery code (xxxxx-xxxxx). */
export const secondFactorCodeSchema = z.object({
  code: z
    .string({ error: OPERATOR_MESSAGES.codeFormat })
    .trim()
    .toLowerCase()
    .regex(/^(\d{6}|[a-z2-7]{5}-[a-z2-7]{5})$/, { error: OPERATOR_MESSAGES.codeFormat }),
});
export type SecondFactorCodeInput = z.input<typeof secondFactorCodeSchema>;

export const secondFactorStateSchema = z.object({
  set_up: z.boolean(),
  email: z.string(),
  name: z.string(),
});

/** Setup: the secret as text and as an otpauth:// address (drawn as a QR code). */
export const secondFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qr_svg: z.string(),
});

/** A passed second factor: the console's token and, on first setup, the recovery codes. */
export const secondFactorPassedSchema = z.object({
  operator_token: z.string(),
  expires_in: z.number().int(),
  recovery_codes: z.array(z.string()).nullable(),
  recovery_codes_left: z.number().int(),
});
export type SecondFactorPassed = z.infer<typeof secondFactorPassedSchema>;
