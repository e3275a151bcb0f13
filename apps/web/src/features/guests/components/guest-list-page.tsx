import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Download, ListChecks, Plus, Upload } from 'lucide-react';
import { roleCan, summarizeGuests, type GuestDto } from '@kabar/shared';
import { paths } from '@/config/paths';
import { downloadCsv } from '@/lib/download-csv';
import { useDeleteGuest } from '../api/save-guest';
import {
  filterGuests,
  groupsOf,
  indexGuests,
  NO_FILTERS,
  type GuestFilters,
} from '../lib/filter-guests';
import { GuestAnswersDialog } from './guest-answers-dialog';
import { GuestFilterBar } from './guest-filter-bar';
import { GuestFormDialog } from './guest-form-dialog';
import { GuestQrDialog } from './guest-qr-dialog';
import { GuestRow } from './guest-row';
import { JourneyCounts, RsvpCounts } from './guest-summary';
import { useGuestsContext } from './guests-layout';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { ShowMoreButton } from './show-more-button';
import { buttonPrimary, buttonSecondary } from './styles';

/** Rows drawn at a time: filtering 5,000 guests stays instant because only these are rendered. */
export const PAGE_SIZE = 50;

type Dialog =
  | { kind: 'form'; guest: GuestDto | null }
  | { kind: 'qr'; guest: GuestDto }
  | { kind: 'answers'; guest: GuestDto }
  | { kind: 'delete'; guest: GuestDto }
  | null;

export function GuestListPage() {
  const { invitation, guests, invitationId, side: managedSide, role } = useGuestsContext();
  const [filters, setFilters] = useState<GuestFilters>(NO_FILTERS);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteGuest(invitationId);

  const index = useMemo(() => indexGuests(guests), [guests]);
  const summary = useMemo(() => summarizeGuests(guests), [guests]);
  const groups = useMemo(() => groupsOf(guests), [guests]);
  const matches = useMemo(() => filterGuests(index, filters), [index, filters]);
  const filtering = !!(filters.query.trim() || filters.side || filters.group || filters.step);

  const update = useCallback((patch: Partial<GuestFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setShown(PAGE_SIZE);
  }, []);
  const pickStep = useCallback((step: GuestFilters['step']) => update({ step }), [update]);
  const onEdit = useCallback((guest: GuestDto) => setDialog({ kind: 'form', guest }), []);
  const onDelete = useCallback((guest: GuestDto) => setDialog({ kind: 'delete', guest }), []);
  const onQr = useCallback((guest: GuestDto) => setDialog({ kind: 'qr', guest }), []);
  const onAnswer = useCallback((guest: GuestDto) => setDialog({ kind: 'answers', guest }), []);
  const canEdit = roleCan(role, 'guests.edit');

  const exportCsv = () =>
    downloadCsv(
      `/invitations/${invitationId}/guests/export`,
      `tamu-${invitation.slug ?? 'undangan'}.csv`,
    ).catch((error: Error) => toast.error(error.message));

  return (
    <div className="grid gap-5">
      <JourneyCounts summary={summary} active={filters.step} onPick={pickStep} />
      {guests.length ? <RsvpCounts summary={summary} /> : null}

      <section aria-label="Daftar tamu" className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={buttonPrimary}
            onClick={() => setDialog({ kind: 'form', guest: null })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> Tambah Tamu
          </button>
          <Link to={paths.dashboard.guestsImport.getHref(invitationId)} className={buttonSecondary}>
            <Upload className="h-4 w-4" aria-hidden="true" /> Impor CSV
          </Link>
          <button
            type="button"
            className={buttonSecondary}
            onClick={exportCsv}
            disabled={!guests.length}
          >
            <Download className="h-4 w-4" aria-hidden="true" /> Ekspor CSV
          </button>
          {canEdit && guests.length ? (
            <Link to={paths.dashboard.guestsBulk.getHref(invitationId)} className={buttonSecondary}>
              <ListChecks className="h-4 w-4" aria-hidden="true" /> Ubah Banyak Tamu
            </Link>
          ) : null}
        </div>

        <GuestFilterBar
          filters={filters}
          update={update}
          groups={groups}
          managedSide={managedSide}
        />

        <p className="text-sm text-stone-600" data-testid="guest-count" aria-live="polite">
          {filtering
            ? `${matches.length.toLocaleString('id-ID')} dari ${guests.length.toLocaleString('id-ID')} tamu cocok`
            : `${guests.length.toLocaleString('id-ID')} tamu`}
        </p>

        {guests.length === 0 ? (
          <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
            <h2 className="font-serif text-xl text-stone-900">Belum ada tamu</h2>
            <p className="mt-2 text-stone-600">
              Tambahkan tamu satu per satu, atau impor dari file CSV atau daftar yang ditempel.
            </p>
          </div>
        ) : matches.length === 0 ? (
          <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
            <p className="text-stone-600">Tidak ada tamu yang cocok dengan pencarian ini.</p>
            <button
              type="button"
              className={`${buttonSecondary} mt-4`}
              onClick={() => update(NO_FILTERS)}
            >
              Hapus filter
            </button>
          </div>
        ) : (
          <>
            <ul className="grid gap-2" data-testid="guest-list">
              {matches.slice(0, shown).map((guest) => (
                <GuestRow
                  key={guest.id}
                  guest={guest}
                  linkBase={invitation.linkBase}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  onQr={onQr}
                  onAnswer={canEdit ? onAnswer : undefined}
                />
              ))}
            </ul>
            <ShowMoreButton
              total={matches.length}
              shown={shown}
              pageSize={PAGE_SIZE}
              onMore={setShown}
            />
          </>
        )}
      </section>

      {dialog?.kind === 'form' ? (
        <GuestFormDialog
          invitationId={invitationId}
          guest={dialog.guest}
          groups={groups}
          managedSide={managedSide}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            toast.success(
              dialog.guest ? `Data ${saved.name} diperbarui.` : `${saved.name} ditambahkan.`,
            );
          }}
        />
      ) : null}
      {dialog?.kind === 'qr' ? (
        <GuestQrDialog
          invitationId={invitationId}
          guest={dialog.guest}
          linkBase={invitation.linkBase}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'answers' ? (
        <GuestAnswersDialog
          invitationId={invitationId}
          guest={dialog.guest}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            toast.success(`Jawaban ${dialog.guest.name} disimpan.`);
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title="Hapus tamu?"
          confirmLabel="Ya, Hapus"
          pending={remove.isPending}
          danger
          onClose={() => setDialog(null)}
          onConfirm={() =>
            remove.mutate(dialog.guest.id, {
              onSuccess: () => {
                toast.success(`${dialog.guest.name} dihapus.`);
                setDialog(null);
              },
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {dialog.guest.name} akan dihapus dari daftar, beserta link pribadinya. Catatan amplop dan
          kado darinya tetap tersimpan.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
