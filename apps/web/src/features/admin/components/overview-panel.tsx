import { useQuery } from '@tanstack/react-query';
import { formatRupiah, type Overview, type OverviewDay } from '@kabar/shared';
import { adminApi } from '../api/admin-api';
import { Card } from './admin-ui';

const SERIES: Array<{ key: keyof Omit<OverviewDay, 'day'>; label: string; money?: boolean }> = [
  { key: 'sign_ups', label: 'Pendaftaran' },
  { key: 'published', label: 'Undangan terbit' },
  { key: 'paid_orders', label: 'Pesanan lunas' },
  { key: 'revenue', label: 'Pendapatan', money: true },
];

/** One figure over 30 days as bars; the total beside the title, each day's value on hover/focus. */
function Bars({ days, series }: { days: OverviewDay[]; series: (typeof SERIES)[number] }) {
  const values = days.map((day) => day[series.key]);
  const max = Math.max(1, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const show = (n: number) => (series.money ? formatRupiah(n) : String(n));
  return (
    <Card
      title={
        <span className="flex justify-between gap-2">
          <span>{series.label}</span>
          <span className="text-stone-600" data-testid={`total-${series.key}`}>
            {show(total)}
          </span>
        </span>
      }
    >
      <div
        className="flex h-24 items-end gap-px"
        role="img"
        aria-label={`${series.label} 30 hari terakhir: ${show(total)}`}
      >
        {days.map((day) => (
          <div
            key={day.day}
            title={`${day.day}: ${show(day[series.key])}`}
            className="flex-1 rounded-t bg-brand-600"
            style={{ height: `${(day[series.key] / max) * 100}%`, minHeight: 1 }}
          />
        ))}
      </div>
      <p className="mt-1 flex justify-between text-xs text-stone-500">
        <span>{days[0]?.day}</span>
        <span>{days.at(-1)?.day}</span>
      </p>
    </Card>
  );
}

export function OverviewPanel() {
  const overview = useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: () => adminApi.get<Overview>('/overview'),
  });
  if (!overview.data) return <p className="text-stone-600">Memuat ringkasan…</p>;
  const { days, provider, jobs } = overview.data;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {SERIES.map((series) => (
        <Bars key={series.key} days={days} series={series} />
      ))}
      <Card title="Layanan pembayaran">
        <p className="text-sm text-stone-700">
          {provider.name === 'sandbox' ? 'Sandbox (uji coba)' : 'Midtrans'} ·{' '}
          {provider.methods.length} metode
        </p>
      </Card>
      <Card title="Antrean pekerjaan">
        {jobs.length ? (
          <ul className="space-y-1 text-sm">
            {jobs.map((job) => (
              <li key={`${job.queue}-${job.state}`} className="flex justify-between gap-2">
                <span className="truncate">{job.queue}</span>
                <span className={job.state === 'failed' ? 'text-red-700' : 'text-stone-600'}>
                  {job.state}: {job.count}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">Antrean kosong.</p>
        )}
      </Card>
    </div>
  );
}
