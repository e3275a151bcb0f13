import { useQuery } from '@tanstack/react-query';
import type { ModerationItem } from '@kabar/shared';
import { adminApi } from '../api/admin-api';
import { Button, Card, dateTime, useAdminAction } from './admin-ui';

/** What guests reported (wishes and album photos) in one queue, most reported first. */
export function ModerationPanel() {
  const queue = useQuery({
    queryKey: ['admin', 'moderation'],
    queryFn: () => adminApi.get<ModerationItem[]>('/moderation'),
  });
  const decide = useAdminAction(
    ({ item, decision }: { item: ModerationItem; decision: 'hide' | 'keep' }) =>
      adminApi.post(`/moderation/${item.kind}/${item.id}`, { decision }),
    'Keputusan disimpan.',
  );
  if (!queue.data) return <Card>Memuat laporan…</Card>;
  if (!queue.data.length) return <Card>Tidak ada laporan yang menunggu.</Card>;
  return (
    <ul className="space-y-3">
      {queue.data.map((item) => (
        <li key={`${item.kind}-${item.id}`}>
          <Card
            title={`${item.kind === 'wish' ? 'Ucapan' : 'Foto tamu'} · ${item.reports} laporan`}
          >
            <p className="break-all text-sm text-stone-600">
              {item.sender_name} · /{item.invitation_slug ?? '—'} · {dateTime(item.created_at)}
            </p>
            {item.message ? (
              <blockquote className="mt-2 break-words rounded-xl bg-stone-50 p-3 text-sm text-stone-800">
                {item.message}
              </blockquote>
            ) : null}
            {item.photo_url ? (
              <img
                src={item.photo_url}
                alt={`Foto dari ${item.sender_name}`}
                className="mt-2 max-h-60 rounded-xl object-contain"
              />
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                tone="danger"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ item, decision: 'hide' })}
              >
                Sembunyikan
              </Button>
              <Button
                tone="plain"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ item, decision: 'keep' })}
              >
                Biarkan tampil
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
