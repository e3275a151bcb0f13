import { z } from 'zod';

/**
 * What the web app needs to know about this deployment. The server fills it from its environment
 * and hands it to the page in a meta tag, so changing the brand needs no rebuild.
 */
export const siteConfigSchema = z.object({
  brandName: z.string().min(1),
  invitationDomain: z.string().min(1),
  publicUrl: z.string().url(),
  supportEmail: z.string().email(),
  supportPhone: z.string().regex(/^\d{8,16}$/),
  /** Present only when the deployment reports errors (SENTRY_DSN): the browser loads its SDK then. */
  errorReporting: z
    .object({ dsn: z.string().url(), release: z.string(), environment: z.string() })
    .optional(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
