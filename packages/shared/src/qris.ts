/**
 * QRIS, Indonesia's national QR payment code, is an EMVCo merchant-presented payload: fields of
 * two-digit id, two-digit length and value, ending with field 63, a CRC-16/CCITT-FALSE over
 * everything before its value. Kabar only reads the couple's code and, for a guest who typed an
 * amount, writes that amount in (field 54); no money passes through Kabar.
 */

export const QRIS_MESSAGES = {
  notQris:
    'Gambar ini bukan kode QRIS. Unggah tangkapan layar QRIS dari aplikasi bank atau e-wallet Anda.',
  badCrc: 'Kode QRIS ini rusak (kode periksa tidak cocok). Unggah gambar QRIS yang asli.',
  amount: 'Nominal harus angka rupiah 1 sampai 100.000.000.',
} as const;

export interface EmvField {
  id: string;
  value: string;
}

export interface Qris {
  payload: string;
  merchantName: string;
  merchantCity: string;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, start 0xFFFF), as four upper-case hex digits. */
export function emvCrc(text: string): string {
  let crc = 0xffff;
  // QRIS payloads are ASCII (EMVCo's alphanumeric special set): one byte per character.
  for (let index = 0; index < text.length; index++) {
    const byte = text.charCodeAt(index) & 0xff;
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The fields in order; null when the text is not a well-formed list of fields. */
export function parseEmvFields(text: string): EmvField[] | null {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) return null;
    const value = text.slice(at + 4, at + 4 + Number(length));
    if (value.length !== Number(length)) return null;
    fields.push({ id, value });
    at += 4 + Number(length);
  }
  return fields;
}

function serialize(fields: readonly EmvField[]): string {
  return fields.map((f) => `${f.id}${String(f.value.length).padStart(2, '0')}${f.value}`).join('');
}

/** Appends field 63 with the CRC of everything before it (its id and length included). */
function withCrc(fields: readonly EmvField[]): string {
  const body = `${serialize(fields.filter((f) => f.id !== '63'))}6304`;
  return `${body}${emvCrc(body)}`;
}

const isQrisAccount = (field: EmvField) => {
  const id = Number(field.id);
  if (id < 26 || id > 51) return false;
  const inner = parseEmvFields(field.value);
  return inner?.some((f) => f.id === '00' && /QRIS/i.test(f.value)) ?? false;
};

/** Reads a QRIS payload, or says why it is not one (a message for the couple). */
export function decodeQris(payload: string): { qris: Qris } | { error: string } {
  const text = payload.trim();
  const fields = parseEmvFields(text);
  const crc = fields?.at(-1);
  if (!fields || crc?.id !== '63' || crc.value.length !== 4)
    return { error: QRIS_MESSAGES.notQris };
  if (emvCrc(text.slice(0, -4)) !== crc.value.toUpperCase()) return { error: QRIS_MESSAGES.badCrc };
  const value = (id: string) => fields.find((f) => f.id === id)?.value ?? '';
  const isQris =
    value('00') === '01' &&
    value('58') === 'ID' &&
    (value('53') === '' || value('53') === '360') &&
    value('59') !== '' &&
    fields.some(isQrisAccount);
  if (!isQris) return { error: QRIS_MESSAGES.notQris };
  return { qris: { payload: text, merchantName: value('59'), merchantCity: value('60') } };
}

export const QRIS_MAX_AMOUNT = 100_000_000;

/**
 * The couple's QRIS with an amount in it: field 54 set (in id order), the code marked dynamic
 * (field 01 = 12, so the app asks no amount again) and the CRC computed again.
 */
export function qrisWithAmount(payload: string, amount: number): string {
  if (!Number.isInteger(amount) || amount < 1 || amount > QRIS_MAX_AMOUNT) {
    throw new RangeError(QRIS_MESSAGES.amount);
  }
  const decoded = decodeQris(payload);
  if ('error' in decoded) throw new Error(decoded.error);
  const fields = parseEmvFields(decoded.qris.payload)!.filter(
    (f) => f.id !== '63' && f.id !== '54',
  );
  const point = fields.find((f) => f.id === '01');
  if (point) point.value = '12';
  else fields.splice(1, 0, { id: '01', value: '12' });
  fields.push({ id: '54', value: String(amount) });
  fields.sort((a, b) => Number(a.id) - Number(b.id));
  return withCrc(fields);
}

/** A payload for tests and the demo: a well-formed static QRIS of a made-up merchant. */
export function buildQrisPayload(merchantName: string, merchantCity: string): string {
  return withCrc([
    { id: '00', value: '01' },
    { id: '01', value: '11' },
    {
      id: '26',
      value: serialize([
        { id: '00', value: 'ID.CO.QRIS.WWW' },
        { id: '01', value: '936000000000000001' },
      ]),
    },
    { id: '52', value: '5812' },
    { id: '53', value: '360' },
    { id: '58', value: 'ID' },
    { id: '59', value: merchantName.slice(0, 25) },
    { id: '60', value: merchantCity.slice(0, 15) },
  ]);
}
