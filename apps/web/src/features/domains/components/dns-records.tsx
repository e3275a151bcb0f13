import { CheckCircle2, Circle } from 'lucide-react';
import type { DnsRecord } from '@kabar/shared';
import { CopyButton } from '@/components/ui/copy-button';

const PURPOSE: Record<DnsRecord['type'], string> = {
  CNAME: 'Mengarahkan domain ke undanganmu',
  A: 'Mengarahkan domain ke server kami (IPv4)',
  AAAA: 'Mengarahkan domain ke server kami (IPv6)',
  TXT: 'Membuktikan domain ini milikmu',
};

/** The records to create, each value with its own copy button. */
export function DnsRecords({ records, apex }: { records: DnsRecord[]; apex: boolean }) {
  return (
    <ol className="space-y-3">
      {records.map((record) => (
        <li
          key={`${record.type}-${record.name}-${record.value}`}
          className="rounded-xl bg-white p-4 ring-1 ring-stone-200"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-stone-900">
              <span className="mr-2 rounded-md bg-stone-900 px-2 py-0.5 font-mono text-xs text-white">
                {record.type}
              </span>
              {PURPOSE[record.type]}
            </p>
            <span
              className={`inline-flex items-center gap-1 text-xs font-semibold ${record.found ? 'text-emerald-700' : 'text-stone-500'}`}
            >
              {record.found ? (
                <CheckCircle2 className="size-4" aria-hidden="true" />
              ) : (
                <Circle className="size-4" aria-hidden="true" />
              )}
              {record.found ? 'Sudah ditemukan' : 'Belum ditemukan'}
            </span>
          </div>
          {apex && record.type === 'CNAME' ? (
            <p className="mt-2 text-xs text-stone-600">
              Untuk domain utama, pilih jenis ALIAS, ANAME atau CNAME flattening jika CNAME tidak
              bisa dibuat.
            </p>
          ) : null}
          <dl className="mt-3 grid gap-2 text-sm">
            {(
              [
                ['Nama / Host', record.name],
                ['Nilai / Tujuan', record.value],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex flex-wrap items-center gap-2">
                <dt className="w-28 shrink-0 text-stone-600">{label}</dt>
                <dd className="min-w-0 flex-1 break-all rounded-lg bg-stone-100 px-2.5 py-1.5 font-mono text-xs text-stone-900">
                  {value}
                </dd>
                <CopyButton text={value} label="Salin" />
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
