import { useState } from 'react';
import { AlertTriangle, Minus, Plus } from 'lucide-react';
import {
  DEFAULT_CATEGORY_LABELS,
  guestSeatLine,
  sessionLine,
  type CheckinGuest,
  type DoorSession,
  type GuestCategoryLabels,
} from '@kabar/shared';
import { Dialog } from '@/components/ui/dialog';
import type { Arrival } from '../lib/use-checkin-session';
import { formatClock } from './format-clock';

const MAX_PEOPLE = 40;

/**
 * What the helper confirms after a scan or a name search: how many people came. A guest already
 * checked in gets a warning instead, and nothing is counted again.
 */
export function ArrivalSheet({
  guest,
  arrival,
  labels = DEFAULT_CATEGORY_LABELS,
  sessions = [],
  sessionWarning = null,
  souvenirGiven,
  onSouvenir,
  onConfirm,
  onClose,
}: {
  guest: CheckinGuest | null;
  arrival: Arrival | undefined;
  labels?: GuestCategoryLabels;
  /** The guest's sessions, and what to tell them when they come during another (issue 27). */
  sessions?: DoorSession[];
  sessionWarning?: string | null;
  souvenirGiven: boolean;
  onSouvenir: () => void;
  onConfirm: (people: number) => void;
  onClose: () => void;
}) {
  const [people, setPeople] = useState(guest?.invitedCount ?? 1);
  const title = guest?.name ?? 'QR terbaca';
  // Older copies of the list on a phone predate categories: they read as Reguler.
  const seat = guest ? guestSeatLine(guest.category ?? 'reguler', guest.table ?? '', labels) : '';
  const seatBadge = seat ? (
    <p
      data-testid="guest-seat"
      className="rounded-2xl bg-brand-50 px-4 py-3 text-lg font-semibold text-brand-900"
    >
      {seat}
    </p>
  ) : null;
  const sessionInfo = (
    <>
      {sessions.length ? (
        <p className="text-sm text-stone-700" data-testid="guest-session">
          Sesi: {sessions.map(sessionLine).join('; ')}
        </p>
      ) : null}
      {sessionWarning ? (
        <div
          role="alert"
          data-testid="session-warning"
          className="flex gap-3 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900"
        >
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
          <p>{sessionWarning}</p>
        </div>
      ) : null}
    </>
  );

  if (arrival) {
    return (
      <Dialog wide title={title} onClose={onClose}>
        {seatBadge}
        <div
          role="alert"
          className="flex gap-3 rounded-2xl bg-amber-50 p-4 text-amber-900"
          data-testid="second-scan"
        >
          <AlertTriangle className="h-6 w-6 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Sudah check-in</p>
            <p className="text-sm">
              {guest?.name} tercatat datang pukul {formatClock(arrival.at)} ({arrival.people}{' '}
              orang). Tidak dicatat dua kali.
            </p>
          </div>
        </div>
        {guest ? (
          <button
            type="button"
            onClick={onSouvenir}
            className="mt-4 w-full rounded-full border border-stone-300 bg-white px-4 py-3 text-base font-semibold text-stone-800"
          >
            {souvenirGiven ? 'Suvenir sudah diberikan' : 'Berikan suvenir'}
          </button>
        ) : null}
        <button
          type="button"
          onClick={onClose}
          className="mt-4 w-full rounded-full bg-stone-900 px-4 py-3 text-base font-semibold text-white"
        >
          Kembali memindai
        </button>
      </Dialog>
    );
  }

  return (
    <Dialog wide title={title} onClose={onClose}>
      <div className="grid gap-5">
        {seatBadge}
        {sessionInfo}
        <p className="text-stone-700">
          {guest
            ? `Diundang untuk ${guest.invitedCount} orang.`
            : 'Tamu ini belum ada di daftar yang tersimpan di HP ini; namanya dicek ke server saat dikirim.'}
        </p>
        <div>
          <p id="people-label" className="mb-2 text-sm font-medium text-stone-700">
            Jumlah orang yang datang
          </p>
          <div
            className="flex items-center justify-center gap-4"
            role="group"
            aria-labelledby="people-label"
          >
            <button
              type="button"
              aria-label="Kurangi"
              disabled={people <= 1}
              onClick={() => setPeople(people - 1)}
              className="rounded-full bg-stone-100 p-4 text-stone-800 disabled:opacity-40"
            >
              <Minus className="h-6 w-6" aria-hidden="true" />
            </button>
            <output
              className="w-16 text-center text-4xl font-semibold text-stone-900"
              data-testid="people-count"
            >
              {people}
            </output>
            <button
              type="button"
              aria-label="Tambah"
              disabled={people >= MAX_PEOPLE}
              onClick={() => setPeople(people + 1)}
              className="rounded-full bg-stone-100 p-4 text-stone-800 disabled:opacity-40"
            >
              <Plus className="h-6 w-6" aria-hidden="true" />
            </button>
          </div>
        </div>
        <button
          type="button"
          onClick={() => onConfirm(people)}
          className="w-full rounded-full bg-emerald-600 px-4 py-3 text-base font-semibold text-white hover:bg-emerald-700"
        >
          Catat Kedatangan
        </button>
      </div>
    </Dialog>
  );
}
