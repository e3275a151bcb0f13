const rupiahNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/**
 * Prices arrive as numeric(12,2) strings such as '15000.00'. Money is whole rupiah in Kabar, so the
 * cents are dropped after checking they are zero rather than trusting floating point.
 */
export function parsePrice(price: string | number): number {
  if (typeof price === 'number') {
    if (!Number.isFinite(price)) throw new Error(`Harga tidak valid: ${price}`);
    return Math.round(price);
  }
  const match = /^\s*(-?\d+)(?:\.(\d{1,2}))?\s*$/.exec(price);
  if (!match) throw new Error(`Harga tidak valid: ${price}`);
  return Number(match[1]);
}

/** '15.000' for 15000: Indonesian thousands separators, no currency. */
export function formatThousands(amount: number): string {
  return rupiahNumber.format(amount);
}

/** 'Rp 15.000' for 15000. */
export function formatRupiah(amount: number): string {
  return `Rp ${formatThousands(amount)}`;
}

/** The catalogue badge: FREE for a free theme, else 'Rp {amount}'. */
export function priceBadge(price: string | number): string {
  const amount = parsePrice(price);
  return amount === 0 ? 'FREE' : formatRupiah(amount);
}
