import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GIFT_ADDRESS_MAX, type EnvelopeSettings } from '@kabar/shared';
import { api } from '@/lib/api-client';
import { toast } from '@/components/ui/toast';
import { buttonSecondary, cardClass, inputClass } from './styles';

/**
 * Where guests may send a parcel (issue 29). Only guests on their personal link see it, on the
 * envelope's page; the open link never does, so a home address is not public.
 */
export function GiftAddressForm({ invitationId }: { invitationId: string }) {
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: ['envelope-settings', invitationId],
    queryFn: async () =>
      (await api.get<EnvelopeSettings>(`/invitations/${invitationId}/gifts/envelope`)).data,
  });
  // What the couple typed; until then, the saved address.
  const [draft, setDraft] = useState<string | null>(null);
  const address = draft ?? settings.data?.address ?? '';
  const save = useMutation({
    mutationFn: async () =>
      (await api.put<EnvelopeSettings>(`/invitations/${invitationId}/gifts/address`, { address }))
        .meta.msg,
    onSuccess: (message) => {
      toast.success(message);
      setDraft(null);
      void client.invalidateQueries({ queryKey: ['envelope-settings', invitationId] });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form
      className={`${cardClass} grid gap-2`}
      aria-label="Alamat kirim kado"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <label htmlFor="gift-address" className="text-sm font-semibold text-stone-900">
        Alamat Kirim Kado
      </label>
      <p className="text-sm text-stone-600">
        Hanya tamu yang membuka link pribadinya yang melihat alamat ini. Kosongkan untuk
        menyembunyikan.
      </p>
      <textarea
        id="gift-address"
        className={inputClass}
        rows={4}
        maxLength={GIFT_ADDRESS_MAX}
        value={address}
        disabled={settings.isPending}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="Nama penerima, jalan, kota, kode pos, nomor telepon"
      />
      <button type="submit" className={buttonSecondary} disabled={save.isPending}>
        Simpan Alamat
      </button>
    </form>
  );
}
