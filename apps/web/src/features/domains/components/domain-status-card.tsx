import { useState } from 'react';
import { RefreshCw, Trash2 } from 'lucide-react';
import type { CustomDomainDto } from '@kabar/shared';
import { useCheckCustomDomain, useRemoveCustomDomain } from '../api/custom-domain';
import { DnsRecords } from './dns-records';
import { DomainStateBadge } from './domain-state-badge';

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** The domain as it stands: its state and why, the records to create, check now, remove. */
export function DomainStatusCard({
  invitationId,
  domain,
}: {
  invitationId: string;
  domain: CustomDomainDto;
}) {
  const check = useCheckCustomDomain(invitationId);
  const remove = useRemoveCustomDomain(invitationId);
  const [confirming, setConfirming] = useState(false);
  const failure = check.error ?? remove.error;

  return (
    <div className="space-y-5">
      <section className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wider text-stone-500">
              Domainmu
            </p>
            <p className="mt-1 break-all font-mono text-lg font-semibold text-stone-900">
              {domain.hostname}
            </p>
          </div>
          <DomainStateBadge state={domain.state} />
        </div>
        <p className="mt-3 text-sm text-stone-700">
          {domain.serving ? (
            <>
              Undanganmu terbuka di{' '}
              <a
                href={domain.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {domain.url.replace(/\/$/, '')}
              </a>
              . Sertifikat HTTPS dibuat otomatis saat alamat ini pertama kali dibuka.
            </>
          ) : domain.state === 'gagal' ? (
            'Record DNS belum benar, jadi domain belum bisa dipakai.'
          ) : domain.state !== 'menunggu_dns' ? (
            'Domain sudah terverifikasi, tetapi sedang tidak membuka undanganmu. Penjelasannya ada di bawah.'
          ) : (
            'Domain belum aktif. Buat record DNS di bawah ini, lalu tekan Periksa sekarang.'
          )}
        </p>
        {domain.reason ? (
          <p
            className={`mt-3 rounded-xl p-3 text-sm ${domain.state === 'gagal' ? 'bg-rose-50 text-rose-900' : 'bg-stone-100 text-stone-800'}`}
          >
            {domain.state === 'gagal' ? 'Penyebab: ' : 'Hasil pemeriksaan: '}
            {domain.reason}
          </p>
        ) : null}
        {domain.notice ? (
          <p role="status" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {domain.notice}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            disabled={check.isPending}
            onClick={() => check.mutate()}
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            <RefreshCw
              className={`size-4 ${check.isPending ? 'animate-spin' : ''}`}
              aria-hidden="true"
            />
            {check.isPending ? 'Memeriksa...' : 'Periksa sekarang'}
          </button>
          <span className="text-xs text-stone-500">
            {domain.checked_at
              ? `Terakhir diperiksa ${formatTime(domain.checked_at)}. Kami juga memeriksa otomatis.`
              : 'Belum pernah diperiksa. Kami juga memeriksa otomatis.'}
          </span>
        </div>
        {failure ? (
          <p role="alert" className="mt-3 text-sm text-rose-700">
            {failure.message}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="dns-records-title">
        <h2 id="dns-records-title" className="font-serif text-xl text-stone-900">
          Record DNS yang perlu dibuat
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-700">
          <li>Masuk ke pengelola DNS tempat kamu membeli domain (registrar atau Cloudflare).</li>
          <li>
            Buat setiap record di bawah ini persis seperti tertulis. Jika kolom nama hanya meminta
            bagian depan, hapus <span className="font-mono">.{domain.zone}</span> di ujungnya
            {domain.apex ? ' (untuk domain utama, isi @)' : ''}.
          </li>
          <li>
            Tekan <strong>Periksa sekarang</strong>. Perubahan DNS kadang perlu beberapa menit
            hingga beberapa jam.
          </li>
        </ol>
        <div className="mt-4">
          <DnsRecords records={domain.records} apex={domain.apex} />
        </div>
      </section>

      <section className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <h2 className="text-sm font-semibold text-stone-900">Hapus domain</h2>
        <p className="mt-1 text-sm text-stone-600">
          Undangan tidak lagi terbuka di alamat ini, dan domainnya bisa dipakai lagi.
        </p>
        {confirming ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
              className="rounded-full bg-rose-700 px-4 py-2 text-sm font-semibold text-white hover:bg-rose-800 disabled:opacity-60"
            >
              {remove.isPending ? 'Menghapus...' : 'Ya, hapus domain'}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="rounded-full px-4 py-2 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50"
            >
              Batal
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="mt-3 inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-rose-700 ring-1 ring-rose-300 hover:bg-rose-50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Hapus domain
          </button>
        )}
      </section>
    </div>
  );
}
