import { GIFT_KIND_LABELS, toCsv, type GiftDto } from '@kabar/shared';

const JAKARTA = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

/** The ledger as a spreadsheet, with the total as the last line for the family's records. */
export function giftsCsv(gifts: GiftDto[], total: number): string {
  return toCsv(
    ['Nama', 'Jenis', 'Nominal (Rp)', 'Keterangan', 'Diterima'],
    [
      ...gifts.map((gift) => [
        gift.fromName,
        GIFT_KIND_LABELS[gift.kind],
        gift.amount,
        gift.description,
        JAKARTA.format(new Date(gift.receivedAt)),
      ]),
      ['Total', '', total, '', ''],
    ],
  );
}
