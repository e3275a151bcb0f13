import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Camera, CameraOff, ImageUp, UserPlus, Wifi, WifiOff } from 'lucide-react';
import {
  arrivalSharePercent,
  CHECKIN_MESSAGES,
  DOOR_MESSAGES,
  guestSessions,
  guestTokenFromScan,
  sessionWarning,
  WALK_IN_LABEL,
  type CheckinGuest,
  type DeskActionResult,
  type GuestSide,
} from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { keepCheckinPageOffline } from '../lib/offline-shell';
import { readQrFromFile } from '../lib/qr-decoder';
import { newScanId, scanKeyOf } from '../lib/scan-key';
import { useCheckinSession } from '../lib/use-checkin-session';
import { useDoorSession } from '../lib/use-door-session';
import { ArrivalSheet } from './arrival-sheet';
import { CameraScanner } from './camera-scanner';
import { DoorSessionPicker } from './door-session-picker';
import { formatClock } from './format-clock';
import { GuestSearch } from './guest-search';
import { WalkInSheet } from './walk-in-sheet';

const n = (value: number) => value.toLocaleString('id-ID');
const UNREADABLE = 'QR tidak dikenali. Pastikan itu QR dari undangan tamu.';

type Sheet = { guest: CheckinGuest | null; token: string | null };

/** The helpers' page at the door: scan or search, confirm the headcount, and it is recorded. */
export function CheckinPage() {
  const code = useParams().code ?? '';
  const {
    base,
    arrivals,
    byScanKey,
    queue,
    queueState,
    actions,
    actionsState,
    souvenirs,
    online,
    expectedPeople,
  } = useCheckinSession(code);
  const [scanning, setScanning] = useState(false);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [walkIn, setWalkIn] = useState(false);
  const [sessionId, setSessionId] = useState('');
  const ready = base.isSuccess;
  // A list saved on this phone before sessions existed has none: nobody is warned then.
  const sessions = base.data?.data.sessions ?? [];
  const door = useDoorSession(sessions, sessionId);
  useEffect(() => {
    // Once the list is shown every file the door needs has loaded: keep them for offline use.
    if (ready) void keepCheckinPageOffline();
  }, [ready]);

  if (base.isPending) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center text-stone-600" aria-busy="true">
        Memuat daftar tamu...
      </main>
    );
  }
  if (base.isError) {
    const refused = base.error instanceof ApiError && base.error.status === 403;
    return (
      <main className="mx-auto flex min-h-[80vh] max-w-md flex-col justify-center px-6 text-center">
        <h1 className="font-serif text-2xl text-stone-900">
          {refused
            ? CHECKIN_MESSAGES.linkInvalid
            : 'Tidak ada koneksi internet. Periksa koneksi Anda dan coba lagi.'}
        </h1>
        {refused ? null : (
          <button
            type="button"
            onClick={() => void base.refetch()}
            className="mx-auto mt-6 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white"
          >
            Coba Lagi
          </button>
        )}
      </main>
    );
  }

  const { data, fromCache } = base.data;
  const invitedPeople = data.guests.reduce((sum, guest) => sum + guest.invitedCount, 0);
  let arrivedPeople = 0;
  for (const arrival of arrivals.values()) arrivedPeople += arrival.people;
  const mine = queueState.results
    .filter((result) => result.status === 'checked_in' && result.guest)
    .slice(-5)
    .reverse();

  const openFor = async (text: string) => {
    const token = guestTokenFromScan(text);
    if (!token) return toast.error(UNREADABLE);
    const key = await scanKeyOf(token);
    setSheet({ guest: (key && byScanKey.get(key)) || null, token });
  };

  const confirm = async (people: number) => {
    if (!sheet) return;
    const { guest, token } = sheet;
    setSheet(null);
    const scanId = newScanId();
    await queue.add({
      scanId,
      ...(token ? { token } : { guestId: guest!.id }),
      localGuestId: guest?.id,
      people,
      scannedAt: new Date().toISOString(),
    });
    const result = queue.getState().results.find((r) => r.scanId === scanId);
    const name = result?.guest?.name ?? guest?.name ?? 'Tamu';
    if (!result) toast.success(`${name} disimpan di HP ini; dikirim otomatis saat online.`);
    else if (result.status === 'checked_in')
      toast.success(`${name} dicatat datang (${result.guest!.people} orang).`);
    else if (result.status === 'already_checked_in')
      toast.error(
        `${name} sudah check-in pukul ${formatClock(result.guest!.checkedInAt!)} oleh petugas lain. Tidak dicatat dua kali.`,
      );
    else toast.error(CHECKIN_MESSAGES.guestUnknown);
  };

  /** Walk-ins and souvenirs: queued on this phone first, like scans, then sent. */
  const record = async (
    action:
      | { kind: 'walk_in'; name: string; people: number; side: GuestSide | null }
      | { kind: 'souvenir'; guestId: string },
    who: string,
  ) => {
    const scanId = newScanId();
    await actions.add({ ...action, scanId, at: new Date().toISOString() });
    const result = actions.getState().results.find((r: DeskActionResult) => r.scanId === scanId);
    const name = result?.name ?? who;
    if (!result)
      toast.success(
        `${action.kind === 'souvenir' ? `Suvenir untuk ${name}` : name} disimpan di HP ini; dikirim otomatis saat online.`,
      );
    else if (result.status === 'recorded')
      toast.success(
        action.kind === 'walk_in'
          ? `${name} dicatat sebagai ${WALK_IN_LABEL}.`
          : `Suvenir untuk ${name} dicatat.`,
      );
    else if (result.status === 'already_recorded') toast.error(DOOR_MESSAGES.souvenirTwice);
    else if (result.status === 'not_arrived') toast.error(DOOR_MESSAGES.notArrived);
    else toast.error(DOOR_MESSAGES.unknownGuest);
  };
  const walkInsHere = actionsState.results.filter(
    (r) => r.kind === 'walk_in' && r.status === 'recorded',
  ).length;
  const waitingActions = actionsState.pending.length;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const text = await readQrFromFile(file).catch(() => null);
    if (text) await openFor(text);
    else toast.error(UNREADABLE);
  };

  return (
    <div className="min-h-screen bg-stone-50 pb-24">
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto max-w-md px-4 py-3">
          <div className="flex items-center justify-between gap-2">
            <div className="min-w-0">
              <h1 className="truncate font-serif text-xl text-stone-900">{data.coupleNames}</h1>
              <p className="truncate text-xs text-stone-600">
                Check-in · {data.label}
                {data.eventDate ? ` · ${data.eventDate}` : ''}
              </p>
            </div>
            <span
              data-testid="connection"
              className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${online ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-100 text-amber-900'}`}
            >
              {online ? (
                <Wifi className="h-3.5 w-3.5" aria-hidden="true" />
              ) : (
                <WifiOff className="h-3.5 w-3.5" aria-hidden="true" />
              )}
              {online ? 'Online' : 'Offline'}
            </span>
          </div>
          <p
            className="mt-2 text-sm text-stone-800"
            data-testid="checkin-counter"
            aria-live="polite"
          >
            <strong className="text-lg">{n(arrivals.size)}</strong> / {n(data.guests.length)} tamu
            datang · <strong>{n(arrivedPeople)}</strong> / {n(invitedPeople)} orang
          </p>
          {expectedPeople !== null ? (
            <p className="text-xs text-stone-600" data-testid="checkin-expected">
              Menurut RSVP, {n(expectedPeople)} orang akan hadir
              {expectedPeople > 0
                ? ` · sudah datang ${arrivalSharePercent(arrivedPeople, expectedPeople)}%`
                : ''}
            </p>
          ) : null}
          {sessions.length ? (
            <DoorSessionPicker
              sessions={sessions}
              chosenId={sessionId}
              byClock={door.byClock}
              onChoose={setSessionId}
            />
          ) : null}
        </div>
      </header>

      <main className="mx-auto grid max-w-md gap-5 px-4 py-4">
        {waitingActions ? (
          <p
            role="status"
            className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="pending-actions"
          >
            {waitingActions} catatan tamu tidak terdaftar/suvenir menunggu dikirim.
          </p>
        ) : null}
        {queueState.pending.length ? (
          <div
            role="status"
            className="flex items-center justify-between gap-3 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="pending-arrivals"
          >
            <span>{queueState.pending.length} kedatangan menunggu dikirim.</span>
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => void queue.flush()}
            >
              Kirim sekarang
            </button>
          </div>
        ) : null}
        {fromCache ? (
          <p className="rounded-2xl bg-stone-100 p-3 text-sm text-stone-700">
            Memakai daftar tamu yang tersimpan di HP ini. Kedatangan dikirim saat koneksi kembali.
          </p>
        ) : null}

        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            onClick={() => setScanning(!scanning)}
            className={`inline-flex items-center justify-center gap-2 rounded-2xl px-4 py-4 text-base font-semibold ${scanning ? 'bg-stone-900 text-white' : 'bg-brand-600 text-white'}`}
          >
            {scanning ? (
              <CameraOff className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Camera className="h-5 w-5" aria-hidden="true" />
            )}
            {scanning ? 'Tutup kamera' : 'Pindai QR'}
          </button>
          <label className="inline-flex cursor-pointer items-center justify-center gap-2 rounded-2xl bg-white px-4 py-4 text-base font-semibold text-stone-800 ring-1 ring-stone-300">
            <ImageUp className="h-5 w-5" aria-hidden="true" /> Foto QR
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              data-testid="qr-upload"
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        </div>

        {scanning ? (
          <CameraScanner paused={sheet !== null} onResult={(text) => void openFor(text)} />
        ) : null}

        <button
          type="button"
          onClick={() => setWalkIn(true)}
          className="inline-flex items-center justify-center gap-2 rounded-2xl bg-white px-4 py-3 text-base font-semibold text-stone-800 ring-1 ring-stone-300"
        >
          <UserPlus className="h-5 w-5" aria-hidden="true" /> Tamu tidak terdaftar
          {walkInsHere ? <span className="text-sm text-stone-500">({walkInsHere})</span> : null}
        </button>

        <GuestSearch
          guests={data.guests}
          arrivals={arrivals}
          onPick={(guest) => setSheet({ guest, token: null })}
        />

        {mine.length ? (
          <section aria-label="Dicatat dari HP ini">
            <h2 className="mb-2 text-sm font-semibold text-stone-700">Dicatat dari HP ini</h2>
            <ul className="grid gap-1 text-sm">
              {mine.map((result) => (
                <li
                  key={result.scanId}
                  className="flex justify-between rounded-xl bg-white px-3 py-2 ring-1 ring-stone-200"
                >
                  <span className="truncate">{result.guest!.name}</span>
                  <span className="shrink-0 text-stone-500">
                    {formatClock(result.guest!.checkedInAt!)} · {result.guest!.people} orang
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {queueState.error && !queueState.pending.length ? (
          <p role="alert" className="text-sm text-red-700">
            {queueState.error}
          </p>
        ) : null}
      </main>

      {sheet ? (
        <ArrivalSheet
          key={sheet.guest?.id ?? sheet.token}
          guest={sheet.guest}
          arrival={sheet.guest ? arrivals.get(sheet.guest.id) : undefined}
          labels={data.categoryLabels}
          sessions={guestSessions(sheet.guest?.sessionIds, sessions)}
          sessionWarning={
            sheet.guest ? sessionWarning(sheet.guest.sessionIds, door.current, sessions) : null
          }
          souvenirGiven={sheet.guest ? souvenirs.has(sheet.guest.id) : false}
          onSouvenir={() => {
            const guest = sheet.guest!;
            setSheet(null);
            void record({ kind: 'souvenir', guestId: guest.id }, guest.name);
          }}
          onConfirm={(people) => void confirm(people)}
          onClose={() => setSheet(null)}
        />
      ) : null}
      {walkIn ? (
        <WalkInSheet
          onClose={() => setWalkIn(false)}
          onConfirm={(values) => {
            setWalkIn(false);
            void record({ kind: 'walk_in', ...values }, values.name);
          }}
        />
      ) : null}
    </div>
  );
}
