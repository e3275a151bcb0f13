import type { Config } from './config';

/** 256 bits: 64 hex digits, or 43 characters of base64/base64url (`openssl rand -base64 32`). */
export function jwtSecretProblem(secret: string | undefined): string | null {
  if (!secret) {
    return 'JWT_SECRET belum diatur: wajib di produksi dan sama di setiap instance (buat dengan `openssl rand -base64 32`)';
  }
  const minLength = /^[0-9a-f]+$/i.test(secret) ? 64 : 43;
  if (secret.length < minLength || new Set(secret).size < 12) {
    return 'JWT_SECRET terlalu lemah: butuh minimal 256 bit acak (64 digit hex atau 43+ karakter base64, buat dengan `openssl rand -base64 32`)';
  }
  return null;
}

/**
 * Production mode starts only when every outside service is configured or its local stand-in is
 * asked for explicitly. One line per problem, so an operator fixes them all in one go.
 */
export function productionProblems(config: Config): string[] {
  if (config.mode !== 'production') return [];
  const problems: string[] = [];
  const secret = jwtSecretProblem(config.jwtSecret);
  if (secret) problems.push(secret);
  if (!config.explicit.publicUrl) {
    problems.push(
      'PUBLIC_URL belum diatur: alamat situs untuk tautan di email, SMS dan pratinjau (mis. https://kabar.id)',
    );
  }
  if (config.payments.provider === 'sandbox' && !config.allow.sandboxPayments) {
    problems.push(
      'Pembayaran belum diatur: isi MIDTRANS_SERVER_KEY, atau ALLOW_SANDBOX_PAYMENTS=true untuk halaman bayar sandbox (tanpa uang sungguhan, siapa pun bisa "membayar")',
    );
  }
  if (!config.auth.twilio && !config.allow.codesInLog) {
    problems.push(
      'Pengirim SMS belum diatur: isi TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN dan TWILIO_FROM, atau ALLOW_CODES_IN_LOG=true untuk menulis kode OTP ke log',
    );
  }
  if (!config.smtpUrl && !config.allow.mailOutbox) {
    problems.push(
      'Email belum diatur: isi SMTP_URL, atau ALLOW_MAIL_OUTBOX=true untuk menulis email ke folder outbox di DATA_DIR',
    );
  }
  if (config.trustProxy === true) {
    problems.push(
      'TRUST_PROXY=true mempercayai X-Forwarded-For dari siapa pun: isi jumlah hop (mis. 1) atau alamat/CIDR proxy',
    );
  }
  return problems;
}
