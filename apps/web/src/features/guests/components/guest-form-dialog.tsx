import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_CATEGORY_LABELS,
  GUEST_CATEGORIES,
  GUEST_LANGUAGE_LABELS,
  GUEST_LANGUAGES,
  GUEST_TABLE_MAX,
  GUEST_LIMITS,
  GUEST_NAME_MAX,
  GUEST_SIDE_LABELS,
  guestInputSchema,
  guestInvitesInputSchema,
  NO_SIDE_LABEL,
  sidesOffered,
  type EventInvite,
  type GuestDto,
  type GuestSide,
  type GuestInput,
  type GuestValues,
} from '@kabar/shared';
import { ApiError } from '@/lib/api-client';
import { useSaveGuest } from '../api/save-guest';
import { useDoorSettings } from '../api/door';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { saveGuestInvites } from '@/lib/invitation-events';
import { GuestEventsField } from './guest-events-field';
import { errorText, inputClass, labelClass } from './styles';

type FormValues = GuestInput;

function defaultsOf(guest: GuestDto | null, managedSide: GuestSide | null): FormValues {
  return {
    name: guest?.name ?? '',
    phone: guest?.phone ?? '',
    side: guest?.side ?? managedSide ?? '',
    group: guest?.group ?? '',
    invitedCount: guest?.invitedCount ?? 1,
    notes: guest?.notes ?? '',
    category: guest?.category ?? 'reguler',
    table: guest?.table ?? '',
    language: guest?.language ?? 'id',
  };
}

/** Add or edit one guest with the shared schema; the server's field errors land on the fields. */
export function GuestFormDialog({
  invitationId,
  guest,
  groups,
  managedSide,
  onClose,
  onSaved,
}: {
  invitationId: string;
  guest: GuestDto | null;
  groups: string[];
  /** A side manager's family: the only side the form offers (the server refuses the other). */
  managedSide: GuestSide | null;
  onClose: () => void;
  onSaved: (guest: GuestDto) => void;
}) {
  const save = useSaveGuest(invitationId);
  const labels = useDoorSettings(invitationId).data?.categoryLabels ?? DEFAULT_CATEGORY_LABELS;
  const form = useForm<FormValues, unknown, GuestValues>({
    resolver: zodResolver(guestInputSchema),
    defaultValues: defaultsOf(guest, managedSide),
  });
  const { errors, isSubmitting } = form.formState;
  // The events chosen (issue 27); null while untouched, which keeps the guest's as they are.
  const [invites, setInvites] = useState<EventInvite[] | null>(null);
  const [invitesError, setInvitesError] = useState<string>();

  const submit = form.handleSubmit(async (values) => {
    const chosen = invites ? guestInvitesInputSchema.safeParse({ invites }) : null;
    if (chosen && !chosen.success) return setInvitesError(chosen.error.issues[0]?.message);
    try {
      const saved = await save.mutateAsync({ guestId: guest?.id, values });
      if (chosen?.success) await saveGuestInvites(invitationId, saved.id, chosen.data);
      onSaved(saved);
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError
          ? (error.data as { errors?: Record<string, string> } | null)?.errors
          : undefined;
      if (fieldErrors) {
        for (const [field, message] of Object.entries(fieldErrors)) {
          form.setError(field as keyof FormValues, { message });
        }
      } else {
        form.setError('root', { message: (error as Error).message });
      }
    }
  });

  return (
    <Dialog wide title={guest ? 'Ubah Tamu' : 'Tambah Tamu'} onClose={onClose}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div>
          <label htmlFor="guest-name" className={labelClass}>
            Nama <span className="text-red-600">*</span>
          </label>
          <input
            id="guest-name"
            className={inputClass}
            maxLength={GUEST_NAME_MAX}
            autoComplete="off"
            aria-invalid={!!errors.name}
            {...form.register('name')}
          />
          {errors.name ? <p className={errorText}>{errors.name.message}</p> : null}
        </div>
        <div>
          <label htmlFor="guest-phone" className={labelClass}>
            Nomor HP (WhatsApp)
          </label>
          <input
            id="guest-phone"
            className={inputClass}
            inputMode="tel"
            placeholder="081234567890"
            autoComplete="off"
            aria-invalid={!!errors.phone}
            {...form.register('phone')}
          />
          {errors.phone ? <p className={errorText}>{errors.phone.message}</p> : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="guest-side" className={labelClass}>
              Pihak
            </label>
            <select
              id="guest-side"
              className={inputClass}
              aria-invalid={!!errors.side}
              {...form.register('side')}
            >
              {managedSide ? null : <option value="">{NO_SIDE_LABEL}</option>}
              {sidesOffered(managedSide).map((side) => (
                <option key={side} value={side}>
                  {GUEST_SIDE_LABELS[side]}
                </option>
              ))}
            </select>
            {errors.side ? <p className={errorText}>{errors.side.message}</p> : null}
          </div>
          <div>
            <label htmlFor="guest-count" className={labelClass}>
              Jumlah orang diundang
            </label>
            <input
              id="guest-count"
              type="number"
              inputMode="numeric"
              min={GUEST_LIMITS.minInvited}
              max={GUEST_LIMITS.maxInvited}
              className={inputClass}
              aria-invalid={!!errors.invitedCount}
              {...form.register('invitedCount')}
            />
            {errors.invitedCount ? (
              <p className={errorText}>{errors.invitedCount.message}</p>
            ) : null}
          </div>
        </div>
        <div>
          <label htmlFor="guest-group" className={labelClass}>
            Grup atau kategori
          </label>
          <input
            id="guest-group"
            className={inputClass}
            list="guest-group-options"
            placeholder="VIP, keluarga, teman kantor..."
            maxLength={GUEST_LIMITS.group}
            {...form.register('group')}
          />
          <datalist id="guest-group-options">
            {groups.map((group) => (
              <option key={group} value={group} />
            ))}
          </datalist>
          {errors.group ? <p className={errorText}>{errors.group.message}</p> : null}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor="guest-category" className={labelClass}>
              Kategori
            </label>
            <select id="guest-category" className={inputClass} {...form.register('category')}>
              {GUEST_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {labels[category]}
                </option>
              ))}
            </select>
            {errors.category ? <p className={errorText}>{errors.category.message}</p> : null}
          </div>
          <div>
            <label htmlFor="guest-table" className={labelClass}>
              Meja atau area
            </label>
            <input
              id="guest-table"
              className={inputClass}
              placeholder="mis. Meja 5"
              maxLength={GUEST_TABLE_MAX}
              {...form.register('table')}
            />
            {errors.table ? <p className={errorText}>{errors.table.message}</p> : null}
          </div>
        </div>
        <GuestEventsField
          invitationId={invitationId}
          guestId={guest?.id ?? null}
          error={invitesError}
          onChange={(next) => {
            setInvites(next);
            setInvitesError(undefined);
          }}
        />
        <div>
          <label htmlFor="guest-language" className={labelClass}>
            Bahasa undangan
          </label>
          <select id="guest-language" className={inputClass} {...form.register('language')}>
            {GUEST_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {GUEST_LANGUAGE_LABELS[language]}
              </option>
            ))}
          </select>
          <p className="mt-1 text-xs text-stone-500">Link pribadi tamu terbuka dalam bahasa ini.</p>
          {errors.language ? <p className={errorText}>{errors.language.message}</p> : null}
        </div>
        <div>
          <label htmlFor="guest-notes" className={labelClass}>
            Catatan
          </label>
          <textarea
            id="guest-notes"
            rows={2}
            className={inputClass}
            maxLength={GUEST_LIMITS.notes}
            {...form.register('notes')}
          />
          {errors.notes ? <p className={errorText}>{errors.notes.message}</p> : null}
        </div>
        <FormActions
          error={errors.root?.message}
          pending={isSubmitting}
          submitLabel="Simpan"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
