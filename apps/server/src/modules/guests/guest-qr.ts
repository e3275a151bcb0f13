import QRCode from 'qrcode';
import { escapeHtml } from '@kabar/shared';

/**
 * A guest's QR code as an inline SVG string for the invitation page: dark modules on white,
 * medium error correction so a cracked phone screen still scans at the door.
 */
export function guestQrSvg(payload: string, options: { title?: string } = {}): Promise<string> {
  return QRCode.toString(payload, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#1c1917', light: '#ffffff' },
  }).then((svg) =>
    options.title
      ? svg.replace('<svg ', `<svg role="img" aria-label="${escapeHtml(options.title)}" `)
      : svg,
  );
}
