import { useMemo, useState, type FormEvent } from 'react';
import { ExternalLink, Search } from 'lucide-react';
import { checkinLinkInputSchema, type CheckinLinkDto, type GuestDto } from '@kabar/shared';
import { paths } from '@/config/paths';
import { ExpectedArrivals } from '@/features/responses/components/expected-arrivals';
import { siteConfig } from '@/config/site-config';
import { useArrivals } from '../api/get-arrivals';
import { useCheckInGuest } from '../api/check-in-guest';
import { useCheckinLinks, useCreateCheckinLink, useRevokeCheckinLink } from '../api/checkin-links';
import { filterGuests, indexGuests, NO_FILTERS } from '../lib/filter-guests';
import { CopyButton } from './copy-button';
import { formatDateTime, formatTime } from './format';
import { useGuestsContext } from './guests-layout';
import { Modal } from '@/components/ui/sheet-modal';
import { toast } from '@/components/ui/toast';
import {
  buttonDanger,
  buttonPrimary,
  buttonSecondary,
  cardClass,
  errorText,
  inputClass,
} from './styles';

const n = (value: number) => value.toLocaleString('id-ID');
export const checkinUrl = (code: string) => `${siteConfig.publicUrl}${paths.checkin.getHref(code)}`;

function ArrivalsCounter({ invitationId }: { invitationId: string }) {
  const arrivals = useArrivals(invitationId);
  if (arrivals.isPending) return <p className="text-stone-600">Memuat kedatangan...</p>;
  if (arrivals.isError) return <p className={errorText}>Error: {arrivals.error.message}</p>;
  const { counts, recent } = arrivals.data;
  return (
    <section aria-label="Kedatangan tamu" className={`${cardClass} grid gap-4`}>
      <div className="flex items-center gap-2">
        <span className="relative flex h-2.5 w-2.5">
          <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />
          <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-emerald-500" />
        </span>
        <h2 className="font-semibold text-stone-900">Kedatangan langsung</h2>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-emerald-50 p-4">
          <p className="text-3xl font-semibold text-emerald-900" data-testid="arrived-guests">
            {n(counts.arrivedGuests)}
            <span className="text-base font-normal text-emerald-800"> / {n(counts.guests)}</span>
          </p>
          <p className="text-sm text-emerald-800">tamu sudah datang</p>
        </div>
        <div className="rounded-2xl bg-stone-50 p-4">
          <p className="text-3xl font-semibold text-stone-900" data-testid="arrived-people">
            {n(counts.arrivedPeople)}
            <span className="text-base font-normal text-stone-600">
              {' '}
              / {n(counts.invitedPeople)}
            </span>
          </p>
          <p className="text-sm text-stone-600">orang hadir</p>
        </div>
      </div>
      {recent.length ? (
        <ol className="grid gap-1 text-sm" aria-label="Kedatangan terakhir">
          {recent.map((arrival) => (
            <li
              key={arrival.id}
              className="flex justify-between gap-3 border-t border-stone-100 pt-1"
            >
              <span className="truncate text-stone-800">{arrival.name}</span>
              <span className="shrink-0 text-stone-500">
                {formatTime(arrival.at)} · {arrival.people} orang
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-stone-600">Belum ada tamu yang datang.</p>
      )}
    </section>
  );
}

function CheckinLinks({ invitationId }: { invitationId: string }) {
  const links = useCheckinLinks(invitationId);
  const create = useCreateCheckinLink(invitationId);
  const revoke = useRevokeCheckinLink(invitationId);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<CheckinLinkDto | null>(null);
  const active = links.data?.filter((link) => !link.revokedAt) ?? [];
  const revoked = links.data?.filter((link) => link.revokedAt) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkinLinkInputSchema.safeParse({ label });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: () => setLabel(''),
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <section aria-label="Link check-in petugas" className={`${cardClass} grid gap-4`}>
      <div>
        <h2 className="font-semibold text-stone-900">Link check-in untuk petugas</h2>
        <p className="mt-1 text-sm text-stone-600">
          Petugas penerima tamu membuka link ini di HP-nya, tanpa akun. Mereka hanya melihat nama
          tamu dan kedatangan; nomor HP dan amplop tidak pernah terlihat. Cabut link kapan saja.
        </p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="checkin-label" className="sr-only">
          Nama petugas atau meja
        </label>
        <input
          id="checkin-label"
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          placeholder="Nama petugas atau meja, mis. Meja 1"
          maxLength={40}
          className={inputClass}
        />
        <button
          type="submit"
          className={`${buttonPrimary} shrink-0 whitespace-nowrap`}
          disabled={create.isPending}
        >
          Buat link
        </button>
      </form>
      {error ? <p className={errorText}>{error}</p> : null}
      {links.isPending ? (
        <p className="text-sm text-stone-600">Memuat link...</p>
      ) : links.isError ? (
        <p className={errorText}>Error: {links.error.message}</p>
      ) : (
        <ul className="grid gap-2" data-testid="checkin-links">
          {active.map((link) => (
            <li key={link.id} className="grid gap-2 rounded-xl bg-stone-50 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium text-stone-900">{link.label}</span>
                <span className="text-xs text-stone-500">
                  {link.lastUsedAt ? `Dipakai ${formatDateTime(link.lastUsedAt)}` : 'Belum dipakai'}
                </span>
              </div>
              <code className="truncate text-xs text-stone-700" data-testid="checkin-url">
                {checkinUrl(link.code)}
              </code>
              <div className="flex flex-wrap gap-2">
                <CopyButton text={checkinUrl(link.code)} label="Salin link" />
                <a
                  href={paths.checkin.getHref(link.code)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-xs font-semibold text-stone-700"
                >
                  <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" /> Buka
                </a>
                <button
                  type="button"
                  onClick={() => setRevoking(link)}
                  className="rounded-full border border-red-200 bg-white px-3 py-1.5 text-xs font-semibold text-red-700"
                >
                  Cabut
                </button>
              </div>
            </li>
          ))}
          {revoked.map((link) => (
            <li
              key={link.id}
              className="flex justify-between rounded-xl px-3 py-2 text-sm text-stone-500"
            >
              <span className="line-through">{link.label}</span>
              <span>Dicabut {formatDateTime(link.revokedAt!)}</span>
            </li>
          ))}
          {!links.data.length ? (
            <li className="text-sm text-stone-600">Belum ada link check-in.</li>
          ) : null}
        </ul>
      )}
      {revoking ? (
        <Modal title="Cabut link check-in?" onClose={() => setRevoking(null)}>
          <p className="text-stone-700">
            Petugas yang memakai link “{revoking.label}” tidak bisa lagi mencatat kedatangan.
          </p>
          <div className="mt-5 flex justify-end gap-2">
            <button type="button" className={buttonSecondary} onClick={() => setRevoking(null)}>
              Batal
            </button>
            <button
              type="button"
              className={buttonDanger}
              onClick={() => revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
            >
              Ya, Cabut
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}

/** The couple (or family at the desk with the dashboard) can check someone in by hand. */
function ManualCheckin({ invitationId, guests }: { invitationId: string; guests: GuestDto[] }) {
  const [query, setQuery] = useState('');
  const index = useMemo(() => indexGuests(guests), [guests]);
  const matches = query.trim() ? filterGuests(index, { ...NO_FILTERS, query }).slice(0, 8) : [];
  const checkIn = useCheckInGuest(invitationId);
  return (
    <section aria-label="Check-in manual" className={`${cardClass} grid gap-3`}>
      <h2 className="font-semibold text-stone-900">Check-in manual</h2>
      <label className="relative block">
        <span className="sr-only">Cari nama tamu</span>
        <Search
          className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-stone-400"
          aria-hidden="true"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Cari nama tamu"
          className={`${inputClass} pl-9`}
        />
      </label>
      <ul className="grid gap-1">
        {matches.map((guest) => (
          <li
            key={guest.id}
            className="flex items-center justify-between gap-2 rounded-xl px-2 py-1.5 hover:bg-stone-50"
          >
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-stone-900">
                {guest.name}
              </span>
              <span className="block text-xs text-stone-500">
                {guest.checkIn
                  ? `Datang ${formatTime(guest.checkIn.at)} · ${guest.checkIn.people} orang`
                  : `${guest.invitedCount} orang diundang`}
              </span>
            </span>
            {guest.checkIn ? (
              <button
                type="button"
                className="shrink-0 text-xs font-semibold text-red-700 underline"
                onClick={() => checkIn.mutate({ guestId: guest.id, people: null })}
              >
                Batalkan
              </button>
            ) : (
              <button
                type="button"
                className="shrink-0 rounded-full bg-emerald-600 px-3 py-1.5 text-xs font-semibold text-white"
                onClick={() =>
                  checkIn.mutate(
                    { guestId: guest.id, people: guest.invitedCount },
                    {
                      onSuccess: () => toast.success(`${guest.name} dicatat datang.`),
                      onError: (error) => toast.error(error.message),
                    },
                  )
                }
              >
                Datang
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GuestCheckinPage() {
  const { invitationId, guests } = useGuestsContext();
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="grid content-start gap-5">
        <ExpectedArrivals invitationId={invitationId} />
        <ArrivalsCounter invitationId={invitationId} />
        <ManualCheckin invitationId={invitationId} guests={guests} />
      </div>
      <CheckinLinks invitationId={invitationId} />
    </div>
  );
}
