import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createSmsSender } from '../sms/create-sms-sender';
import type { SmsSender } from '../sms/sms-sender';
import {
  createGoogleIdTokenVerifier,
  googleKeys,
  type GoogleIdTokenVerifier,
} from './google-id-token';
import {
  createLocalGoogleIssuer,
  LOCAL_GOOGLE_PATH,
  type LocalGoogleIssuer,
} from './local-google-issuer';
import type { CodeSettings } from './one-time-codes';
import { hashPassword } from './password';

const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

interface GoogleSignIn {
  mode: 'google' | 'local';
  clientId: string;
  /** Where the browser's sign-in popup goes (OpenID Connect implicit flow, response_type=id_token). */
  authorizeUrl: string;
  verifier: GoogleIdTokenVerifier;
}

export interface AuthServices {
  codes: CodeSettings;
  sms: SmsSender;
  /** null in production without GOOGLE_CLIENT_ID: Google sign-in is then unavailable. */
  google: GoogleSignIn | null;
  localIssuer: LocalGoogleIssuer | null;
  /** Verified against for unknown emails, so they cost the same time as wrong passwords. */
  dummyPasswordHash: Promise<string>;
  /** Secure cookies when the site is served over HTTPS. */
  secureCookies: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthServices;
  }
}

export async function createAuthServices({
  config,
  jwtSecret,
  sms,
  log,
}: {
  config: Config;
  jwtSecret: string;
  sms?: SmsSender;
  log: FastifyBaseLogger;
}): Promise<AuthServices> {
  let google: GoogleSignIn | null = null;
  let localIssuer: LocalGoogleIssuer | null = null;
  if (config.auth.googleClientId) {
    google = {
      mode: 'google',
      clientId: config.auth.googleClientId,
      authorizeUrl: GOOGLE_AUTHORIZE_URL,
      verifier: createGoogleIdTokenVerifier({
        clientId: config.auth.googleClientId,
        keys: googleKeys(),
      }),
    };
  } else if (!config.isProduction) {
    localIssuer = await createLocalGoogleIssuer(config.site.publicUrl);
    google = {
      mode: 'local',
      clientId: localIssuer.clientId,
      authorizeUrl: `${LOCAL_GOOGLE_PATH}/authorize`,
      verifier: createGoogleIdTokenVerifier({
        clientId: localIssuer.clientId,
        keys: localIssuer.keys,
        issuers: [localIssuer.issuer],
      }),
    };
    log.warn(`GOOGLE_CLIENT_ID belum diatur: penerbit Google lokal aktif di ${LOCAL_GOOGLE_PATH}`);
  } else {
    log.warn('GOOGLE_CLIENT_ID belum diatur: masuk dengan Google tidak tersedia');
  }

  const dummyPasswordHash = hashPassword('kabar-dummy-password-for-timing');
  dummyPasswordHash.catch(() => undefined);

  return {
    codes: {
      hmacKey: createHmac('sha256', jwtSecret).update('kabar one-time codes').digest(),
      devCode: config.auth.devOtpCode,
    },
    sms: sms ?? createSmsSender(config, log),
    google,
    localIssuer,
    dummyPasswordHash,
    secureCookies: config.site.publicUrl.startsWith('https://'),
  };
}
