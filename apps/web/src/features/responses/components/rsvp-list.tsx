import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ATTENDANCE_LABELS, type Attendance, type RsvpDto } from '@kabar/shared';
import { formatTime } from './format-time';

const BADGE: Record<Attendance, string> = {
  hadir: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  tidak_hadir: 'bg-rose-50 text-rose-800 ring-rose-200',
  ragu: 'bg-amber-50 text-amber-800 ring-amber-200',
};

function AttendanceBadge({ value }: { value: Attendance }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${BADGE[value]}`}
    >
      {ATTENDANCE_LABELS[value]}
    </span>
  );
}

/** Every RSVP, newest answer first: a table on wide screens, cards on phones. */
export function RsvpList({
  rsvps,
  open,
  onPlan,
}: {
  rsvps: RsvpDto[];
  /** Guests can answer now. */
  open: boolean;
  /** The plan has RSVP, though it may be switched off. */
  onPlan: boolean;
}) {
  if (!rsvps.length) {
    return (
      <div className="rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-200">
        {open ? (
          <p>Belum ada konfirmasi kehadiran. Bagikan link undanganmu agar tamu bisa menjawab.</p>
        ) : onPlan ? (
          <p>
            Konfirmasi kehadiran belum dinyalakan di undangan ini. Nyalakan RSVP di langkah terakhir
            pengisian undangan agar tamu bisa menjawab.
          </p>
        ) : (
          <>
            <p>
              Konfirmasi kehadiran tersedia mulai paket Premium. Dengan paket sekarang, tamu bisa
              mengirim ucapan &amp; doa.
            </p>
            <Link
              to={paths.checkoutFor.getHref({ plan: 'premium' })}
              className="mt-4 inline-flex rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Upgrade Paket
            </Link>
          </>
        )}
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid="rsvp-cards">
        {rsvps.map((rsvp) => (
          <li key={rsvp.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-stone-900">{rsvp.name}</p>
              <AttendanceBadge value={rsvp.attendance} />
            </div>
            {rsvp.attendance === 'hadir' ? (
              <p className="mt-1 text-sm text-stone-600">{rsvp.guests} orang</p>
            ) : null}
            {rsvp.message ? (
              <p className="mt-2 whitespace-pre-line text-sm text-stone-700">{rsvp.message}</p>
            ) : null}
            <p className="mt-2 text-xs text-stone-500">{formatTime(rsvp.updated_at)}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 md:block">
        <table className="w-full text-left text-sm" data-testid="rsvp-table">
          <thead className="bg-stone-50 text-stone-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Nama
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Kehadiran
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Jumlah
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Pesan
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Dijawab
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rsvps.map((rsvp) => (
              <tr key={rsvp.id}>
                <td className="px-4 py-3 font-medium text-stone-900">{rsvp.name}</td>
                <td className="px-4 py-3">
                  <AttendanceBadge value={rsvp.attendance} />
                </td>
                <td className="px-4 py-3 text-stone-700">
                  {rsvp.attendance === 'hadir' ? `${rsvp.guests} orang` : '-'}
                </td>
                <td className="max-w-sm whitespace-pre-line px-4 py-3 text-stone-700">
                  {rsvp.message || '-'}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-stone-500">
                  {formatTime(rsvp.updated_at)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
