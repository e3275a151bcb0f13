import { useQuery } from '@tanstack/react-query';
import type { AuditEventDto } from '@kabar/shared';
import { adminApi } from '../api/admin-api';
import { dateTime } from './admin-ui';

const show = (value: unknown) => (value === null ? '' : JSON.stringify(value));

/** Read-only: the console has no control that edits or removes an entry. */
export function AuditPanel() {
  const trail = useQuery({
    queryKey: ['admin', 'audit'],
    queryFn: () => adminApi.get<{ events: AuditEventDto[] }>('/audit'),
  });
  return (
    <ol
      className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200"
      data-testid="audit-trail"
    >
      {(trail.data?.events ?? []).map((event) => (
        <li key={event.id} className="px-4 py-3 text-sm">
          <span className="font-semibold">{event.action}</span> · {event.record_type}{' '}
          <span className="break-all font-mono text-xs">{event.record_id}</span>
          <span className="block break-all text-xs text-stone-600">
            {event.actor_email} · {dateTime(event.created_at)} · {event.address}
          </span>
          {event.before !== null || event.after !== null ? (
            <span className="block break-all font-mono text-xs text-stone-500">
              {show(event.before)} → {show(event.after)}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
