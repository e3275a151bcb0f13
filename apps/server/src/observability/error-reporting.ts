import { scrubReport } from '@kabar/shared/error-report-scrub';
import type { Config } from '../config';
import { RELEASE } from './release';

/** Sends errors nobody expected to Sentry or a self-hosted GlitchTip (SENTRY_DSN). */
export interface ErrorReporter {
  capture(error: unknown, context?: Record<string, unknown>): void;
  /** Waits (at most `timeoutMs`) until what was captured has been sent. */
  flush(timeoutMs?: number): Promise<void>;
}

/**
 * The SDK is imported only when a DSN is configured, so a deployment without one loads none of
 * it. Every event is scrubbed just before it leaves (no passwords, tokens, cookies or phone
 * numbers), and the SDK collects nothing on its own: no request bodies, no addresses, no
 * OpenTelemetry of its own (tracing.ts owns that).
 */
export async function startErrorReporting(
  settings: NonNullable<Config['errorReporting']>,
): Promise<ErrorReporter> {
  const Sentry = await import('@sentry/node');
  const options: Parameters<typeof Sentry.init>[0] & { skipOpenTelemetrySetup: boolean } = {
    dsn: settings.dsn,
    release: RELEASE,
    environment: settings.environment,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    defaultIntegrations: false,
    integrations: [Sentry.linkedErrorsIntegration()],
    // Its types name the option through a package it does not depend on; its code reads it.
    skipOpenTelemetrySetup: true,
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: () => null,
  };
  Sentry.init(options);
  return {
    capture: (error, context) => void Sentry.captureException(error, { extra: context }),
    flush: async (timeoutMs = 2_000) => void (await Sentry.flush(timeoutMs)),
  };
}
