import { z } from 'zod';

/** The environment settings of accounts and sign-in, merged into config.ts's schema. */
export const authEnvShape = {
  /** Google OAuth client id; unset means the local issuer stands in (never in production). */
  GOOGLE_CLIENT_ID: z
    .string()
    .regex(/^[\w.-]+$/, {
      error: 'harus client id Google, misalnya 123-abc.apps.googleusercontent.com',
    })
    .optional(),
  /** The one-time code accepted besides the real one, outside production only. */
  DEV_OTP_CODE: z
    .string()
    .regex(/^\d{6}$/, { error: 'harus 6 digit' })
    .default('123456'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** A sender number (+62...), a `whatsapp:+62...` sender, or a Messaging Service SID (MG...). */
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.url({ error: 'harus URL lengkap' }).default('https://api.twilio.com'),
};

type AuthEnv = z.output<z.ZodObject<typeof authEnvShape>>;

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}

export interface AuthConfig {
  googleClientId: string | undefined;
  /** null in production: the fixed development code is never accepted there. */
  devOtpCode: string | null;
  /** null when the Twilio settings are incomplete: codes then go to the development sender. */
  twilio: TwilioConfig | null;
}

export function authConfigFrom(env: AuthEnv, isProduction: boolean): AuthConfig {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  return {
    googleClientId: env.GOOGLE_CLIENT_ID,
    devOtpCode: isProduction ? null : env.DEV_OTP_CODE,
    twilio:
      accountSid && authToken && from
        ? { accountSid, authToken, from, apiUrl: env.TWILIO_API_URL.replace(/\/+$/, '') }
        : null,
  };
}
