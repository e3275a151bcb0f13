import { GUEST_SIDE_LABELS, toCsv, type WalkInDto } from '@kabar/shared';
import { when } from '../guests/guests-csv';

/**
 * Walk-ins in a file of their own: an exported guest list can be imported again, and walk-ins
 * must not come back as listed guests that way.
 */
export function walkInsCsv(walkIns: WalkInDto[]): string {
  return toCsv(
    ['Nama', 'Pihak', 'Jumlah Datang', 'Datang', 'Status', 'Digabung ke'],
    walkIns.map((walkIn) => [
      walkIn.name,
      walkIn.side ? GUEST_SIDE_LABELS[walkIn.side].replace('Mempelai ', '') : '',
      walkIn.people,
      when(walkIn.arrivedAt),
      'Tamu tidak terdaftar',
      walkIn.mergedInto?.name ?? '',
    ]),
  );
}
