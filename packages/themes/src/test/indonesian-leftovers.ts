import { GUEST_COPY } from '@kabar/shared';

/** Every text of the catalogue, functions called with sample values, by its path. */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'function') {
    const sample = (value as (...args: unknown[]) => unknown)('Ana', 2, 3);
    if (typeof sample === 'string') out.push(sample.replace(/Ana|\b[23]\b/g, '').trim());
  } else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) texts(inner, out);
  }
  return out;
}

/** Indonesian words an interface writes, which English never would. */
const INDONESIAN_WORDS =
  /\b(Pukul|sampai selesai|Kepada|Yth|orang|Hadir|Tamu|Undangan|Kirim|Simpan|Minggu|Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Januari|Februari|Maret|Mei|Juni|Juli|Agustus|Oktober|Desember|Mempelai|Putri|Putra|dari|dan|Bapak|Ibu|Halaman|ucapan|Lokasi|Acara|Peta|Foto|Sesi|Tersalin|Salin|Tutup|pertama|kedua|ketiga|bungsu)\b/;

/**
 * What an English page still says in Indonesian: catalogue texts that differ between the two
 * languages, and words an interface writes. Markup marked `lang="id"` (the switch back) and
 * the couple's own words given in `ownWords` are left out.
 */
export function indonesianLeftovers(html: string, ownWords: readonly string[] = []): string[] {
  const english = new Set(texts(GUEST_COPY.en));
  // Event titles are also words couples write in their own titles ('Resepsi Agung').
  const titles = new Set(Object.values(GUEST_COPY.id.events.knownTitles));
  const phrases = texts(GUEST_COPY.id).filter(
    (text) =>
      text.length >= 6 &&
      !english.has(text) &&
      !titles.has(text) &&
      !/^[A-Z][a-z]+ [A-Z]/.test(text),
  );
  let text = html
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<(a|p|span)\b[^>]*\blang="id"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
  for (const own of ownWords) text = text.split(own).join(' ');
  const found = phrases.filter((phrase) => text.includes(phrase));
  const word = INDONESIAN_WORDS.exec(text);
  if (word)
    found.push(`${word[0]} (…${text.slice(Math.max(0, word.index - 40), word.index + 40)}…)`);
  return found;
}
