import { escapeHtml } from '../http/escape-html';
import type { MailMessage } from '../mail/mailer';
import type { SiteConfig } from '@kabar/shared';
import { CODE_TTL_SECONDS } from './one-time-codes';

/** The reset email: the six-digit code, a link that fills it in, HTML and plain text. */
export function passwordResetEmail({
  site,
  to,
  name,
  code,
}: {
  site: SiteConfig;
  to: string;
  name: string;
  code: string;
}): MailMessage {
  const brand = site.brandName;
  const minutes = CODE_TTL_SECONDS / 60;
  const link = `${site.publicUrl}/reset-password?${new URLSearchParams({ email: to, token: code })}`;
  const text = [
    `Halo ${name},`,
    '',
    `Kami menerima permintaan untuk mereset password akun ${brand} Anda.`,
    `Kode OTP Anda: ${code}`,
    `Kode berlaku ${minutes} menit dan hanya dapat dipakai sekali.`,
    '',
    `Buat password baru di: ${link}`,
    '',
    'Jika Anda tidak meminta reset password, abaikan email ini; password Anda tidak berubah.',
    '',
    `Salam hangat,`,
    `Tim ${brand} · ${site.supportEmail}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="id">
<body style="margin:0;background:#fbf4f5;font-family:Arial,Helvetica,sans-serif;color:#292524">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 12px">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px">
        <tr><td style="font-family:Georgia,serif;font-size:26px;color:#813a4a;font-weight:bold">${e(brand)}</td></tr>
        <tr><td style="padding-top:20px;font-size:15px;line-height:1.6">
          <p style="margin:0 0 12px">Halo ${e(name)},</p>
          <p style="margin:0 0 12px">Kami menerima permintaan untuk mereset password akun ${e(brand)} Anda. Masukkan kode OTP berikut:</p>
        </td></tr>
        <tr><td align="center" style="padding:12px 0 20px">
          <div style="display:inline-block;font-size:32px;letter-spacing:10px;font-weight:bold;background:#f6e6e9;color:#5b2d38;border-radius:12px;padding:12px 20px">${e(code)}</div>
          <p style="margin:12px 0 0;font-size:13px;color:#78716c">Berlaku ${minutes} menit dan hanya dapat dipakai sekali.</p>
        </td></tr>
        <tr><td align="center" style="padding-bottom:24px">
          <a href="${e(link)}" style="display:inline-block;background:#9f4a5c;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:999px;padding:12px 28px">Buat Password Baru</a>
        </td></tr>
        <tr><td style="font-size:13px;line-height:1.6;color:#78716c">
          <p style="margin:0 0 12px">Jika Anda tidak meminta reset password, abaikan email ini; password Anda tidak berubah.</p>
          <p style="margin:0">Salam hangat,<br>Tim ${e(brand)} · <a href="mailto:${e(site.supportEmail)}" style="color:#9f4a5c">${e(site.supportEmail)}</a></p>
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
  return { to, subject: `Kode reset password ${brand}`, html, text };
}
