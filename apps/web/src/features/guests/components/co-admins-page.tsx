import { useState } from 'react';
import { Send, UserMinus, Users } from 'lucide-react';
import { coAdminRoleLabel, type CoAdminsDto, type CreatedCoAdminInviteDto } from '@kabar/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { CoAdminInviteForm } from './co-admin-invite-form';
import { useCoAdmins, useRemoveCoAdmin, useRevokeCoAdminInvite } from '../api/co-admins';
import { useGuestsContext } from './guests-layout';
import { CopyButton } from '@/components/ui/copy-button';
import { buttonDanger, buttonPrimary, buttonSecondary, cardClass, errorText } from './styles';

function whatsappText(link: CreatedCoAdminInviteDto, coupleNames: string): string {
  return [
    `Halo${link.label ? ` ${link.label}` : ''}, kami mengundangmu ikut mengelola undangan pernikahan ${coupleNames} di Kabar sebagai ${coAdminRoleLabel(link.role, link.side)}.`,
    `Buka link ini, masuk atau daftar, lalu terima: ${link.url}`,
    'Link berlaku 7 hari dan hanya bisa dipakai sekali.',
  ].join('\n\n');
}

/** The couple's family helpers: who has access, open links, and new links to send. */
export function CoAdminsPage() {
  const { invitationId, invitation } = useGuestsContext();
  const query = useCoAdmins(invitationId);
  const remove = useRemoveCoAdmin(invitationId);
  const revoke = useRevokeCoAdminInvite(invitationId);
  const [created, setCreated] = useState<CreatedCoAdminInviteDto | null>(null);
  const [removing, setRemoving] = useState<CoAdminsDto['members'][number] | null>(null);

  return (
    // grid-cols-1 is minmax(0, 1fr): a long email wraps inside the phone instead of widening
    // the column (issue 33).
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <p className="text-sm text-stone-700">
          Ajak orang tua atau saudara ikut mengelola undangan. Pengelola tamu hanya melihat dan
          mengirim ke tamu dari pihak keluarganya; kamu tetap melihat semuanya.
        </p>
        <CoAdminInviteForm onCreated={setCreated} />
        {created ? (
          <section aria-live="polite" className={`${cardClass} space-y-3 bg-brand-50`}>
            <h2 className="font-semibold text-stone-900">
              Link untuk {coAdminRoleLabel(created.role, created.side)} siap
            </h2>
            <p className="break-all rounded-lg bg-white p-2 font-mono text-xs text-stone-800 ring-1 ring-stone-200">
              {created.url}
            </p>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={created.url} label="Salin Link" />
              <a
                href={`https://wa.me/?text=${encodeURIComponent(whatsappText(created, invitation.coupleNames))}`}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonPrimary}
              >
                <Send className="size-4" aria-hidden="true" />
                Kirim lewat WhatsApp
              </a>
            </div>
            <p className="text-xs text-stone-600">
              Link hanya ditampilkan sekali, berlaku 7 hari dan sekali pakai.
            </p>
          </section>
        ) : null}
      </div>

      <section className={`${cardClass} space-y-4`} aria-busy={query.isPending}>
        <h2 className="flex items-center gap-2 font-serif text-xl text-stone-900">
          <Users className="size-5 text-brand-700" aria-hidden="true" />
          Pengelola
        </h2>
        {query.isPending ? (
          <p role="status" className="text-sm text-stone-600">
            Memuat pengelola...
          </p>
        ) : null}
        {query.isError ? (
          <p role="alert" className={errorText}>
            Error: {query.error.message}
          </p>
        ) : null}
        {query.data ? (
          <>
            {query.data.members.length === 0 ? (
              <p className="text-sm text-stone-600">
                Belum ada pengelola. Buat link dan kirimkan lewat WhatsApp.
              </p>
            ) : (
              <ul className="divide-y divide-stone-100" data-testid="co-admin-members">
                {query.data.members.map((member) => (
                  <li
                    key={member.userId}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                  >
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="break-words font-semibold text-stone-900">{member.name}</p>
                      <p className="text-xs text-stone-600">
                        {coAdminRoleLabel(member.role, member.side)}
                      </p>
                      <p className="break-all text-xs text-stone-600">{member.email}</p>
                    </div>
                    <button
                      type="button"
                      onClick={() => setRemoving(member)}
                      className={buttonDanger}
                    >
                      <UserMinus className="size-4" aria-hidden="true" />
                      Cabut Akses
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {query.data.invites.length ? (
              <div>
                <h3 className="text-sm font-semibold text-stone-800">Link yang belum dipakai</h3>
                <ul className="mt-2 divide-y divide-stone-100">
                  {query.data.invites.map((invite) => (
                    <li
                      key={invite.id}
                      className="flex flex-wrap items-center justify-between gap-3 py-2"
                    >
                      <p className="min-w-0 break-words text-sm text-stone-700">
                        {invite.label || 'Tanpa nama'} ·{' '}
                        {coAdminRoleLabel(invite.role, invite.side)}
                      </p>
                      <button
                        type="button"
                        disabled={revoke.isPending}
                        onClick={() =>
                          revoke.mutate(invite.id, {
                            onSuccess: () => toast.success('Link dicabut.'),
                            onError: (failure) => toast.error(failure.message),
                          })
                        }
                        className={buttonSecondary}
                      >
                        Cabut Link
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        ) : null}
      </section>
      {removing ? (
        <ConfirmDialog
          title={`Cabut akses ${removing.name}?`}
          confirmLabel={`Ya, cabut ${removing.name}`}
          pending={remove.isPending}
          danger
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing.userId, {
              onSuccess: () => toast.success(`Akses ${removing.name} dicabut.`),
              onError: (failure) => toast.error(failure.message),
              onSettled: () => setRemoving(null),
            })
          }
        >
          {removing.name} tidak bisa lagi membuka dan mengelola undangan ini.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
