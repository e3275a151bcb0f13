import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/components/ui/toast';
import { cardClass } from './styles';

/**
 * The couple's QRIS for the digital envelope: their image goes to the server, which reads the
 * code, checks it is QRIS and keeps only its payload; the merchant name shows what was read.
 */
export function QrisUpload({ invitationId }: { invitationId: string }) {
  const client = useQueryClient();
  const path = `/invitations/${invitationId}/gifts/qris`;
  const qris = useQuery({
    queryKey: ['qris', invitationId],
    queryFn: async () => (await api.get<{ merchantName: string | null }>(path)).data,
  });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await api.put<{ merchantName: string | null }>(path, form)).meta.msg;
    },
    onSuccess: (message) => {
      toast.success(message);
      void client.invalidateQueries({ queryKey: ['qris', invitationId] });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <section className={`${cardClass} grid gap-2`} aria-label="QRIS amplop digital">
      <p className="text-sm font-semibold text-stone-900">QRIS Amplop Digital</p>
      <p className="text-sm text-stone-600" data-testid="qris-merchant">
        {qris.data?.merchantName
          ? `Terbaca: ${qris.data.merchantName}`
          : 'Belum ada QRIS. Unggah tangkapan layar QRIS dari aplikasi bank atau e-wallet Anda.'}
      </p>
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label="Unggah gambar QRIS"
        disabled={upload.isPending}
        className="text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
          event.target.value = '';
        }}
      />
    </section>
  );
}
