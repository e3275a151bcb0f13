import { scrubReport } from '@kabar/shared/error-report-scrub';
import type { SiteConfig } from '@kabar/shared/site-config';

export type ErrorReportingSettings = NonNullable<SiteConfig['errorReporting']>;

/**
 * Loaded (with the SDK) only when the server's page names a DSN, so a deployment without one
 * ships none of it to anyone. Uncaught errors and rejections are reported with this build's
 * release; every event is scrubbed before it leaves and no breadcrumbs (URLs, clicks, console
 * lines) are kept.
 */
export async function startErrorReporting(settings: ErrorReportingSettings) {
  const Sentry = await import('@sentry/browser');
  Sentry.init({
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: () => null,
  });
  return Sentry;
}
