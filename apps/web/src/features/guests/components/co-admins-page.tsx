import { useId, useState } from 'react';
import { Send, UserMinus, Users } from 'lucide-react';
import {
  CO_ADMIN_ROLES,
  GUEST_SIDE_LABELS,
  GUEST_SIDES,
  INVITATION_ROLE_DESCRIPTIONS,
  INVITATION_ROLE_LABELS,
  coAdminInviteInputSchema,
  coAdminRoleLabel,
  type CoAdminRole,
  type CreatedCoAdminInviteDto,
  type GuestSide,
} from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import {
  useCoAdmins,
  useCreateCoAdminInvite,
  useRemoveCoAdmin,
  useRevokeCoAdminInvite,
} from '../api/co-admins';
import { useGuestsContext } from './guests-layout';
import { CopyButton } from './copy-button';
import {
  buttonDanger,
  buttonPrimary,
  buttonSecondary,
  cardClass,
  errorText,
  inputClass,
  labelClass,
} from './styles';

function whatsappText(link: CreatedCoAdminInviteDto, coupleNames: string): string {
  return [
    `Halo${link.label ? ` ${link.label}` : ''}, kami mengundangmu ikut mengelola undangan pernikahan ${coupleNames} di Kabar sebagai ${coAdminRoleLabel(link.role, link.side)}.`,
    `Buka link ini, masuk atau daftar, lalu terima: ${link.url}`,
    'Link berlaku 7 hari dan hanya bisa dipakai sekali.',
  ].join('\n\n');
}

/** The invite form: a role, a side for a side manager, and who it is for. */
function InviteForm({ onCreated }: { onCreated: (link: CreatedCoAdminInviteDto) => void }) {
  const { invitationId } = useGuestsContext();
  const create = useCreateCoAdminInvite(invitationId);
  const [role, setRole] = useState<CoAdminRole>('side_manager');
  const [side, setSide] = useState<GuestSide | ''>('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();

  return (
    <form
      className={`${cardClass} space-y-4`}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = coAdminInviteInputSchema.safeParse({ role, side: side || null, label });
        if (!parsed.success) {
          setError(parsed.error.issues[0]!.message);
          return;
        }
        setError(null);
        create.mutate(parsed.data, {
          onSuccess: (link) => {
            onCreated(link);
            setLabel('');
          },
          onError: (failure) => setError(failure.message),
        });
      }}
    >
      <h2 className="font-serif text-xl text-stone-900">Undang pengelola</h2>
      <fieldset>
        <legend className={labelClass}>Peran</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {CO_ADMIN_ROLES.map((option) => (
            <label
              key={option}
              className={`cursor-pointer rounded-xl p-3 ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${role === option ? 'bg-brand-50 ring-brand-400' : 'bg-white ring-stone-200'}`}
            >
              <input
                type="radio"
                name="role"
                value={option}
                checked={role === option}
                onChange={() => setRole(option)}
                className="sr-only"
              />
              <span className="block text-sm font-semibold text-stone-900">
                {INVITATION_ROLE_LABELS[option]}
              </span>
              <span className="mt-0.5 block text-xs text-stone-600">
                {INVITATION_ROLE_DESCRIPTIONS[option]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {role === 'side_manager' ? (
        <fieldset>
          <legend className={labelClass}>Pihak keluarga</legend>
          <div className="flex flex-wrap gap-2">
            {GUEST_SIDES.map((option) => (
              <label
                key={option}
                className={`cursor-pointer rounded-full px-4 py-2 text-sm font-semibold ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${side === option ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-stone-700 ring-stone-300'}`}
              >
                <input
                  type="radio"
                  name="side"
                  value={option}
                  checked={side === option}
                  onChange={() => setSide(option)}
                  className="sr-only"
                />
                {GUEST_SIDE_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div>
        <label htmlFor={labelId} className={labelClass}>
          Untuk siapa (opsional)
        </label>
        <input
          id={labelId}
          value={label}
          maxLength={60}
          onChange={(event) => setLabel(event.target.value)}
          placeholder="mis. Om Hendra"
          className={inputClass}
        />
      </div>
      {error ? (
        <p role="alert" className={errorText}>
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={create.isPending} className={buttonPrimary}>
        {create.isPending ? 'Membuat link...' : 'Buat Link Undangan'}
      </button>
    </form>
  );
}

/** A two-step button, so one slip of the thumb never takes someone's access away. */
function ConfirmButton({
  label,
  confirmLabel,
  onConfirm,
  pending,
}: {
  label: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} className={buttonDanger}>
        <UserMinus className="size-4" aria-hidden="true" />
        {label}
      </button>
    );
  }
  return (
    <span className="flex flex-wrap gap-2">
      <button type="button" disabled={pending} onClick={onConfirm} className={buttonDanger}>
        {confirmLabel}
      </button>
      <button type="button" onClick={() => setAsking(false)} className={buttonSecondary}>
        Batal
      </button>
    </span>
  );
}

/** The couple's family helpers: who has access, open links, and new links to send. */
export function CoAdminsPage() {
  const { invitationId, invitation } = useGuestsContext();
  const query = useCoAdmins(invitationId);
  const remove = useRemoveCoAdmin(invitationId);
  const revoke = useRevokeCoAdminInvite(invitationId);
  const [created, setCreated] = useState<CreatedCoAdminInviteDto | null>(null);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
      <div className="space-y-4">
        <p className="text-sm text-stone-700">
          Ajak orang tua atau saudara ikut mengelola undangan. Pengelola tamu hanya melihat dan
          mengirim ke tamu dari pihak keluarganya; kamu tetap melihat semuanya.
        </p>
        <InviteForm onCreated={setCreated} />
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
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-stone-900">{member.name}</p>
                      <p className="truncate text-xs text-stone-600">
                        {coAdminRoleLabel(member.role, member.side)} · {member.email}
                      </p>
                    </div>
                    <ConfirmButton
                      label="Cabut Akses"
                      confirmLabel={`Ya, cabut ${member.name}`}
                      pending={remove.isPending}
                      onConfirm={() =>
                        remove.mutate(member.userId, {
                          onSuccess: () => toast.success(`Akses ${member.name} dicabut.`),
                          onError: (failure) => toast.error(failure.message),
                        })
                      }
                    />
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
                      <p className="text-sm text-stone-700">
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
    </div>
  );
}
