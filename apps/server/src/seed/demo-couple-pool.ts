import type { ThemeCulture } from '@kabar/shared';
import type { DemoCouple } from './demo-couples';
import { CULTURE_POOL } from './demo-culture-pool';

const STORY =
  'Awal Bertemu: Kami dipertemukan lewat sahabat yang sama, di sebuah acara keluarga yang ramai.\n\nSaling Mengenal: Dari obrolan singkat menjadi kebiasaan bertukar kabar setiap hari.\n\nHari Bahagia: Dengan restu kedua keluarga, kami melangkah bersama dan memohon doa restu.';

const ORDERS = ['pertama', 'kedua', 'ketiga', 'bungsu'];
const BANKS = ['BCA', 'Mandiri', 'BNI', 'BRI', 'BSI'];

function handle(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .join('.');
}

/**
 * A demo couple for a theme of the given culture: the culture's next names and place, and a
 * date a week after the one before, so no two demos look copied.
 */
export function poolCouple(
  theme: string,
  culture: ThemeCulture,
  nth: number,
  serial: number,
): DemoCouple {
  const pool = CULTURE_POOL[culture];
  const names = pool.names[nth % pool.names.length]!;
  const place = pool.places[nth % pool.places.length]!;
  const [title, venue, address, receptionVenue, receptionAddress, zone] = place;
  const day = new Date(Date.UTC(2027, 1, 6 + serial * 7));
  const date = day.toISOString().slice(0, 10);
  return {
    theme,
    bride: [names[0], ORDERS[serial % 4]!, names[1], names[2], handle(names[0])],
    groom: [names[3], ORDERS[(serial + 1) % 4]!, names[4], names[5], handle(names[3])],
    ceremony: { title, date, start: '08:00', end: '10:00', zone, venue, address },
    reception: {
      title: 'Resepsi',
      date,
      start: '11:00',
      zone,
      venue: receptionVenue,
      address: receptionAddress,
    },
    loveStory: STORY,
    bank: [BANKS[serial % BANKS.length]!, String(7100000000 + serial * 7919), names[0]],
  };
}
