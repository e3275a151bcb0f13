import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '@kabar/shared';
import { escapeHtml as e } from '@kabar/shared';
import { enqueueMail } from '../jobs/mail-jobs';
import type { MailMessage } from '../mail/mailer';

export interface AccountEmailContent {
  site: SiteConfig;
  to: string;
  name: string;
  subject: string;
  /** Paragraphs before the code or button, plain text (escaped for the HTML part). */
  intro: string[];
  /** A code shown large, with its validity line. */
  code?: { value: string; note: string };
  /** The one button, with its address written out in the text part. */
  action?: { label: string; textLead: string; url: string };
  /** Paragraphs after, in small print. */
  outro: string[];
}

/**
 * The account emails (verification, reset, password change): one layout in HTML and plain text,
 * in the brand's colours, every variable escaped.
 */
export function accountEmail(content: AccountEmailContent): MailMessage {
  const { site, name, code, action } = content;
  const brand = site.brandName;
  const text = [
    `Halo ${name},`,
    '',
    ...content.intro,
    ...(code ? [`Kode OTP-mu: ${code.value}`, code.note] : []),
    ...(action ? ['', `${action.textLead}: ${action.url}`] : []),
    '',
    ...content.outro,
    '',
    'Salam hangat,',
    `Tim ${brand} · ${site.supportEmail}`,
  ].join('\n');
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p style="margin:0 0 12px">${e(line)}</p>`).join('');
  const html = `<!doctype html>
<html lang="id">
<body style="margin:0;background:#fbf4f5;font-family:Arial,Helvetica,sans-serif;color:#292524">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 12px">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px">
        <tr><td style="font-family:Georgia,serif;font-size:26px;color:#813a4a;font-weight:bold">${e(brand)}</td></tr>
        <tr><td style="padding-top:20px;font-size:15px;line-height:1.6">
          <p style="margin:0 0 12px">Halo ${e(name)},</p>
          ${paragraphs(content.intro)}
        </td></tr>${
          code
            ? `
        <tr><td align="center" style="padding:12px 0 20px">
          <div style="display:inline-block;font-size:32px;letter-spacing:10px;font-weight:bold;background:#f6e6e9;color:#5b2d38;border-radius:12px;padding:12px 20px">${e(code.value)}</div>
          <p style="margin:12px 0 0;font-size:13px;color:#78716c">${e(code.note)}</p>
        </td></tr>`
            : ''
        }${
          action
            ? `
        <tr><td align="center" style="padding-bottom:24px">
          <a href="${e(action.url)}" style="display:inline-block;background:#9f4a5c;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:999px;padding:12px 28px">${e(action.label)}</a>
        </td></tr>`
            : ''
        }
        <tr><td style="font-size:13px;line-height:1.6;color:#78716c">
          ${paragraphs(content.outro)}
          <p style="margin:0">Salam hangat,<br>Tim ${e(brand)} · <a href="mailto:${e(site.supportEmail)}" style="color:#9f4a5c">${e(site.supportEmail)}</a></p>
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
  return { to: content.to, subject: content.subject, html, text };
}

/**
 * Queues an account email to the user (decision 010): retried while the mail server refuses, and
 * mailed once. `kind` names it in the delivered-messages ledger.
 */
export async function queueAccountEmail(
  app: Pick<FastifyInstance, 'jobs' | 'config'>,
  kind: string,
  user: { email: string; name: string },
  content: Omit<AccountEmailContent, 'site' | 'to' | 'name'>,
): Promise<void> {
  const message = accountEmail({
    site: app.config.site,
    to: user.email,
    name: user.name,
    ...content,
  });
  await enqueueMail(app, `${kind}:${randomUUID()}`, message);
}
