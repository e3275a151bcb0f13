import { escapeHtml, formatRupiah, paymentMethodLabel, type SiteConfig } from '@kabar/shared';
import type { MailMessage } from '../../mail/mailer';
import type { Order } from './orders.schema';

const jakartaTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

/** The receipt a couple gets once an order is paid: Indonesian, HTML and plain text. */
export function renderOrderReceipt(order: Order, site: SiteConfig): MailMessage {
  const paidAt = `${jakartaTime.format(order.paidAt ?? new Date())} WIB`;
  const method =
    order.total === 0 ? 'Tanpa pembayaran (voucher)' : paymentMethodLabel(order.paymentMethod);
  const historyUrl = `${site.publicUrl}/dashboard/orders`;
  const lines: [string, string][] = [
    ['Nomor pesanan', order.id],
    ['Pembelian', order.itemName],
    ['Harga', formatRupiah(order.subtotal)],
    ...(order.discount > 0
      ? ([[`Voucher ${order.voucherCode ?? ''}`.trim(), `- ${formatRupiah(order.discount)}`]] as [
          string,
          string,
        ][])
      : []),
    ['Total dibayar', formatRupiah(order.total)],
    ['Metode pembayaran', method],
    ['Waktu pembayaran', paidAt],
  ];
  const what =
    order.itemType === 'plan'
      ? `${order.itemName} sudah aktif di akunmu, sekali bayar dan berlaku selamanya.`
      : `${order.itemName} sudah bisa kamu pakai untuk undanganmu.`;

  const text = [
    `Halo ${order.buyerName},`,
    '',
    `Terima kasih! Pembayaranmu di ${site.brandName} sudah kami terima. ${what}`,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `Riwayat pesanan: ${historyUrl}`,
    '',
    `Butuh bantuan? Balas email ini atau hubungi ${site.supportEmail} / WhatsApp ${site.supportPhone}.`,
    '',
    `Salam hangat,`,
    `Tim ${site.brandName}`,
  ].join('\n');

  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#57534e">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:600;color:#1c1917">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="id"><body style="margin:0;background:#fafaf9;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-family:Georgia,serif;font-size:24px;color:#813a4a;margin:0 0 16px">${escapeHtml(site.brandName)}</p>
<div style="background:#ffffff;border:1px solid #e7e5e4;border-radius:16px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">Pembayaran berhasil</h1>
<p style="margin:0 0 8px">Halo ${escapeHtml(order.buyerName)},</p>
<p style="margin:0 0 16px">Terima kasih! Pembayaranmu di ${escapeHtml(site.brandName)} sudah kami terima. ${escapeHtml(what)}</p>
<table style="border-collapse:collapse;font-size:14px">${rows}</table>
<p style="margin:20px 0 0"><a href="${escapeHtml(historyUrl)}" style="display:inline-block;background:#9f4a5c;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:999px;font-weight:600">Lihat riwayat pesanan</a></p>
</div>
<p style="font-size:12px;color:#78716c;margin:16px 0 0">Butuh bantuan? Hubungi <a href="mailto:${escapeHtml(site.supportEmail)}">${escapeHtml(site.supportEmail)}</a> atau WhatsApp ${escapeHtml(site.supportPhone)}.</p>
</div></body></html>`;

  return {
    to: order.buyerEmail,
    subject: `Kwitansi pembayaran ${site.brandName} - ${order.id}`,
    html,
    text,
  };
}
