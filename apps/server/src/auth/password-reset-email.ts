import type { SiteConfig } from '@kabar/shared';
import type { MailMessage } from '../mail/mailer';
import { accountEmail } from './account-email';
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
  return accountEmail({
    site,
    to,
    name,
    subject: `Kode reset password ${brand}`,
    intro: [
      `Kami menerima permintaan untuk mereset password akun ${brand}-mu. Masukkan kode OTP berikut:`,
    ],
    code: {
      value: code,
      note: `Berlaku ${CODE_TTL_SECONDS / 60} menit dan hanya dapat dipakai sekali.`,
    },
    action: {
      label: 'Buat Password Baru',
      textLead: 'Buat password baru di',
      url: `${site.publicUrl}/reset-password?${new URLSearchParams({ email: to, token: code })}`,
    },
    outro: ['Jika kamu tidak meminta reset password, abaikan email ini; passwordmu tidak berubah.'],
  });
}
