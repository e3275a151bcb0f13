import path from 'node:path';
import { z } from 'zod';
import { RELEASE } from './observability/release';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';
import { DEFAULT_SITE_CONFIG, GUEST_PHONE_RETENTION_DAYS, type SiteConfig } from '@kabar/shared';
import { authConfigFrom, authEnvShape, type AuthConfig } from './auth/auth-config';
import {
  domainsConfigFrom,
  domainsEnvShape,
  type DomainsConfig,
} from './modules/domains/domains-config';
import {
  infrastructureConfigFrom,
  infrastructureEnvShape,
  type InfrastructureConfig,
} from './infrastructure/infrastructure-config';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'harus true atau false' })
  .transform((value) => value === 'true' || value === '1');

/** A whole number of `unit` from `min` up, as the environment gives it (a string). */
const wholeNumber = (unit: string, min: number) =>
  z.coerce
    .number({ error: `harus angka (${unit})` })
    .int()
    .min(min, { error: `harus ${min} atau lebih` });

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'harus development, production atau test',
    })
    .default('development'),
  KABAR_MODE: z.enum(['local', 'production'], { error: 'harus local atau production' }).optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'harus angka' })
    .int()
    .min(0)
    .max(65535, { error: 'harus 0 sampai 65535' })
    .default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'harus diawali postgres:// atau postgresql://' })
    .optional(),
  PUBLIC_URL: z.url({ error: 'harus URL lengkap, misalnya http://localhost:3000' }).optional(),
  BRAND_NAME: z.string().min(1).default(DEFAULT_SITE_CONFIG.brandName),
  INVITATION_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, { error: 'harus nama domain, misalnya kabar.id' })
    .default(DEFAULT_SITE_CONFIG.invitationDomain),
  SUPPORT_EMAIL: z.email({ error: 'harus alamat email' }).default(DEFAULT_SITE_CONFIG.supportEmail),
  SUPPORT_PHONE: z
    .string()
    .regex(/^628\d{8,13}$/, { error: 'harus nomor 628...' })
    .default(DEFAULT_SITE_CONFIG.supportPhone),
  SEED_DEMO_DATA: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
      return parsed as TrustProxy;
    })
    .default(false),
  ALLOW_SANDBOX_PAYMENTS: booleanFlag.default(false),
  ALLOW_CODES_IN_LOG: booleanFlag.default(false),
  ALLOW_MAIL_OUTBOX: booleanFlag.default(false),
  SHUTDOWN_TIMEOUT_MS: wholeNumber('milidetik', 0).default(10_000),
  SHUTDOWN_DELAY_MS: wholeNumber('milidetik', 0).default(0),
  METRICS_PORT: z.coerce
    .number({ error: 'harus angka' })
    .int()
    .min(0)
    .max(65535, { error: 'harus 0 sampai 65535' })
    .optional(),
  METRICS_TOKEN: z.string().min(16, { error: 'minimal 16 karakter acak' }).optional(),
  // Sentry or a self-hosted GlitchTip: https://<key>@<host>/<project>.
  SENTRY_DSN: z.url({ error: 'harus DSN lengkap (https://kunci@host/proyek)' }).optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  // OpenTelemetry's own names (OTEL_EXPORTER_OTLP_HEADERS is read by the exporter itself).
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ error: 'harus URL lengkap' }).optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ error: 'harus URL lengkap' }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('kabar'),
  OTEL_SDK_DISABLED: booleanFlag.default(false),
  OTEL_TRACES_EXPORTER: z.string().optional(),
  API_DOCS: booleanFlag.optional(),
  SMS_JOB_DELAY_SECONDS: wholeNumber('detik', 0).default(15),
  SMS_RETRY_DELAY_SECONDS: wholeNumber('detik', 1).default(5),
  GUEST_PHONE_RETENTION_DAYS: wholeNumber('hari', 1).default(GUEST_PHONE_RETENTION_DAYS),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'harus diawali smtp:// atau smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  JWT_SECRET: z.string().min(32, { error: 'minimal 32 karakter acak' }).optional(),
  ...authEnvShape,
  ...domainsEnvShape,
  ...infrastructureEnvShape,
  PAYMENT_PROVIDER: z
    .enum(['sandbox', 'midtrans'], { error: 'harus sandbox atau midtrans' })
    .optional(),
  MIDTRANS_SERVER_KEY: z
    .string()
    .min(8, { error: 'server key Midtrans terlalu pendek' })
    .optional(),
  MIDTRANS_PRODUCTION: booleanFlag.default(false),
  MIDTRANS_SNAP_URL: z.url({ error: 'harus URL lengkap' }).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  /**
   * Production mode: no development tools, no fixed phone code, HSTS. The mode alone decides:
   * `npm start` sets NODE_ENV=production for React's build yet runs locally over plain http.
   */
  isProduction: boolean;
  /**
   * 'production' (the default with NODE_ENV=production) refuses to start without the settings a
   * real deployment needs (see production-readiness.ts); 'local' is the zero-configuration start.
   */
  mode: 'local' | 'production';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Demo couples, invitations and vouchers on top of the catalogue: local mode, or asked for. */
  seedDemoData: boolean;
  /** Which settings were given rather than defaulted (production mode needs some given). */
  explicit: { publicUrl: boolean; seedDemoData: boolean };
  webDistDir: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs (true only locally). */
  trustProxy: TrustProxy;
  /**
   * The one secret every signed value derives from. Required in production mode; locally, server
   * start-up keeps a random one under DATA_DIR.
   */
  jwtSecret: string | undefined;
  /** Explicit production opt-ins to the stand-ins that are the defaults locally. */
  allow: { sandboxPayments: boolean; codesInLog: boolean; mailOutbox: boolean };
  /** SIGTERM: how long to keep serving (ready 503, every answer closing its connection) before closing the listener. */
  shutdownDelayMs: number;
  /** SIGTERM: the most the whole shutdown may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  metrics: { port: number | undefined; token: string | undefined };
  /** Error reports to Sentry/GlitchTip from the server and the web app; off without a DSN. */
  errorReporting: { dsn: string; environment: string } | null;
  /** Traces over OTLP/HTTP (JSON) to this URL; off unless an OTLP endpoint is given. */
  tracing: { url: string; serviceName: string } | null;
  /** The OpenAPI document and its page at /api/docs: on outside production, or with API_DOCS=true. */
  apiDocs: boolean;
  /**
   * A phone code the request could not deliver: the queued job waits `delaySeconds` (longer than
   * the gateway's 10 s timeout, so the request's own attempt is over), then retries with backoff
   * from `retryDelaySeconds`. Tests shorten both.
   */
  smsJob: { delaySeconds: number; retryDelaySeconds: number };
  /** Days after an invitation's last event its guests' phone numbers are erased (decision 043). */
  guestPhoneRetentionDays: number;
  /** Real SMTP when set; otherwise messages land in the outbox folder under DATA_DIR. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  site: SiteConfig;
  auth: AuthConfig;
  payments: PaymentsConfig;
  domains: DomainsConfig;
  infrastructure: InfrastructureConfig;
}

interface PaymentsConfig {
  /** Midtrans when its server key is set (or asked for); otherwise our own sandbox pay page. */
  provider: 'sandbox' | 'midtrans';
  midtrans: { serverKey: string; snapUrl: string; production: boolean } | null;
}

const MIDTRANS_SNAP_URLS = {
  production: 'https://app.midtrans.com',
  sandbox: 'https://app.sandbox.midtrans.com',
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Konfigurasi tidak valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the environment once at boot; every bad value is reported, one line each. */
/** The traces URL as the OTLP exporter specification derives it from the standard variables. */
function tracingOf(env: z.infer<typeof envSchema>): Config['tracing'] {
  if (env.OTEL_SDK_DISABLED || env.OTEL_TRACES_EXPORTER === 'none') return null;
  const url =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (env.OTEL_EXPORTER_OTLP_ENDPOINT &&
      `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`);
  return url ? { url, serviceName: env.OTEL_SERVICE_NAME } : null;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = issue.path.join('.');
        return `${key}=${JSON.stringify(cleaned[key] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const env = parsed.data;
  if (env.PAYMENT_PROVIDER === 'midtrans' && !env.MIDTRANS_SERVER_KEY) {
    throw new ConfigError(['PAYMENT_PROVIDER="midtrans": butuh MIDTRANS_SERVER_KEY']);
  }
  const paymentProvider =
    env.PAYMENT_PROVIDER ?? (env.MIDTRANS_SERVER_KEY ? 'midtrans' : 'sandbox');
  const mode = env.KABAR_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'local');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    isProduction: mode === 'production',
    mode,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    seedDemoData: env.SEED_DEMO_DATA ?? mode === 'local',
    explicit: {
      publicUrl: env.PUBLIC_URL !== undefined,
      seedDemoData: env.SEED_DEMO_DATA !== undefined,
    },
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    trustProxy: env.TRUST_PROXY,
    jwtSecret: env.JWT_SECRET,
    allow: {
      sandboxPayments: env.ALLOW_SANDBOX_PAYMENTS,
      codesInLog: env.ALLOW_CODES_IN_LOG,
      mailOutbox: env.ALLOW_MAIL_OUTBOX,
    },
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    metrics: { port: env.METRICS_PORT, token: env.METRICS_TOKEN },
    errorReporting: env.SENTRY_DSN
      ? { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT ?? mode }
      : null,
    tracing: tracingOf(env),
    apiDocs: env.API_DOCS ?? mode !== 'production',
    smsJob: {
      delaySeconds: env.SMS_JOB_DELAY_SECONDS,
      retryDelaySeconds: env.SMS_RETRY_DELAY_SECONDS,
    },
    guestPhoneRetentionDays: env.GUEST_PHONE_RETENTION_DAYS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.BRAND_NAME} <${env.SUPPORT_EMAIL}>`,
    outboxDir: path.join(path.resolve(repoRoot, env.DATA_DIR), 'outbox'),
    site: {
      brandName: env.BRAND_NAME,
      invitationDomain: env.INVITATION_DOMAIN,
      publicUrl,
      supportEmail: env.SUPPORT_EMAIL,
      supportPhone: env.SUPPORT_PHONE,
      ...(env.SENTRY_DSN && {
        errorReporting: {
          dsn: env.SENTRY_DSN,
          release: RELEASE,
          environment: env.SENTRY_ENVIRONMENT ?? mode,
        },
      }),
    },
    auth: authConfigFrom(env, mode === 'production'),
    domains: domainsConfigFrom(env, publicUrl, env.NODE_ENV === 'test'),
    infrastructure: infrastructureConfigFrom(env),
    payments: {
      provider: paymentProvider,
      midtrans:
        paymentProvider === 'midtrans' && env.MIDTRANS_SERVER_KEY
          ? {
              serverKey: env.MIDTRANS_SERVER_KEY,
              production: env.MIDTRANS_PRODUCTION,
              snapUrl: (
                env.MIDTRANS_SNAP_URL ??
                MIDTRANS_SNAP_URLS[env.MIDTRANS_PRODUCTION ? 'production' : 'sandbox']
              ).replace(/\/+$/, ''),
            }
          : null,
    },
  };
}
