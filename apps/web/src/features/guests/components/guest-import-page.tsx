import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FileUp } from 'lucide-react';
import {
  DEFAULT_CATEGORY_LABELS,
  formatGuestEventCell,
  parseGuestImport,
  planGuestImport,
  toCsv,
  type EventChoice,
  type GuestImportPlan,
  type GuestImportRow,
} from '@kabar/shared';
import { paths } from '@/config/paths';
import { useEvents } from '@/lib/invitation-events';
import { useGuestInvites } from '../api/bulk-edit';
import { useDoorSettings } from '../api/door';
import { useImportGuests } from '../api/import-guests';
import { useGuestsContext } from './guests-layout';
import { ImportPreview } from './import-preview';
import { toast } from '@/components/ui/toast';
import { buttonPrimary, buttonSecondary, inputClass, labelClass } from './styles';

/** The example file, with the couple's own category names and events when they have them. */
function exampleCsv(vip: string, events: readonly EventChoice[]): string {
  const last = events.at(-1);
  return toCsv(
    ['Nama', 'Nomor HP', 'Pihak', 'Grup', 'Jumlah', 'Catatan', 'Kategori', 'Meja', 'Acara'],
    [
      ['Budi Santoso', '081234567890', 'Pria', 'Teman kantor', 2, '', '', '', ''],
      [
        'Siti Aminah',
        '+62 813-1111-2222',
        'Wanita',
        'Keluarga',
        1,
        'Vegetarian',
        vip,
        'Meja 5',
        last
          ? formatGuestEventCell(
              [{ eventId: last.id, sessionId: last.sessions.at(-1)?.id ?? null }],
              events,
            )
          : '',
      ],
    ],
  );
}

/** Paste or upload, see every row's outcome and problems, then save: nothing is saved before. */
export function GuestImportPage() {
  const { guests, invitationId } = useGuestsContext();
  const labels = useDoorSettings(invitationId).data?.categoryLabels ?? DEFAULT_CATEGORY_LABELS;
  const events = useEvents(invitationId).data;
  const invites = useGuestInvites(invitationId).data;
  // The preview reads the "Acara" column against the events only once they are loaded.
  const choices: EventChoice[] | null = useMemo(
    () =>
      events
        ? events.events
            .filter((event) => event.active)
            .map((event) => ({ id: event.id, title: event.title, sessions: event.sessions }))
        : null,
    [events],
  );
  const [text, setText] = useState('');
  const [rows, setRows] = useState<GuestImportRow[] | null>(null);
  const importGuests = useImportGuests(invitationId);
  const navigate = useNavigate();

  const plan: GuestImportPlan | null = useMemo(
    () =>
      rows
        ? planGuestImport(
            rows,
            guests.map((guest) => ({
              ...guest,
              // Only the events a cell can name, as the server compares them.
              invites: invites?.[guest.id]
                ?.filter(([eventId]) => choices?.some((event) => event.id === eventId))
                .map(([eventId, sessionId]) => ({ eventId, sessionId })),
            })),
            labels,
            choices,
          )
        : null,
    [rows, guests, labels, choices, invites],
  );
  const toSave = plan ? plan.counts.new + plan.counts.merged + plan.counts.existing : 0;

  const preview = (source: string) => {
    const parsed = parseGuestImport(source);
    setRows(parsed);
    if (!parsed.length) toast.error('Tidak ada baris yang bisa dibaca.');
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    const content = await file.text();
    setText(content);
    preview(content);
  };

  const save = () => {
    if (!rows) return;
    importGuests.mutate(rows, {
      onSuccess: (result) => {
        toast.success(
          `${result.created} tamu baru disimpan, ${result.updated} diperbarui${result.skipped.length ? `, ${result.skipped.length} baris dilewati` : ''}.`,
        );
        setRows(null);
        setText('');
        void navigate(paths.dashboard.guests.getHref(invitationId));
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <div className="grid gap-5">
      <section className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
        <div>
          <h2 className="font-serif text-xl text-stone-900">Impor tamu</h2>
          <p className="mt-1 text-sm text-stone-600">
            Tempel daftar dari WhatsApp atau spreadsheet (satu tamu per baris: nama lalu nomor HP),
            atau pilih file CSV dengan kolom Nama, Nomor HP, Pihak, Grup, Jumlah dan Catatan, juga
            Kategori ({labels.vvip}, {labels.vip} atau {labels.reguler}), Meja dan Acara (nama acara
            dipisah titik koma, sesinya dalam kurung: &ldquo;Akad; Resepsi (Sesi 2)&rdquo;). Kolom
            Bahasa (Indonesia atau Inggris) menentukan bahasa link pribadi tamu. Nomor HP yang sama
            digabung menjadi satu tamu.
          </p>
        </div>
        <div>
          <label htmlFor="import-text" className={labelClass}>
            Tempel daftar tamu
          </label>
          <textarea
            id="import-text"
            rows={8}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setRows(null);
            }}
            placeholder={'Budi Santoso, 0812 3456 7890\nSiti Aminah - +62 813-1111-2222'}
            className={`${inputClass} font-mono`}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={buttonPrimary}
            onClick={() => preview(text)}
            disabled={!text.trim()}
          >
            Lihat Pratinjau
          </button>
          <label className={`${buttonSecondary} cursor-pointer`}>
            <FileUp className="h-4 w-4" aria-hidden="true" /> Pilih file CSV
            <input
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="sr-only"
              data-testid="import-file"
              onChange={(event) => void readFile(event.target.files?.[0])}
            />
          </label>
          <a
            className="text-sm font-medium text-brand-700 underline"
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(exampleCsv(labels.vip, choices ?? []))}`}
            download="contoh-daftar-tamu.csv"
          >
            Unduh contoh CSV
          </a>
        </div>
      </section>

      {plan ? (
        <ImportPreview
          plan={plan}
          toSave={toSave}
          saving={importGuests.isPending}
          onSave={save}
          onCancel={() => setRows(null)}
        />
      ) : null}
    </div>
  );
}
