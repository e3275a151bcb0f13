import { API_BASE_URL, ApiError } from '@/lib/api-client';
import { getAccessToken } from '@/lib/session-storage';

export type ExportKind = 'rsvp' | 'ucapan';

/** Fetches the CSV with the session and hands it to the browser as a file. */
export async function downloadResponsesCsv(invitationId: string, kind: ExportKind): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(
    `${API_BASE_URL}/invitations/${encodeURIComponent(invitationId)}/responses/export/${kind}`,
    { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' },
  );
  if (!response.ok) {
    throw new ApiError('Gagal mengunduh CSV. Silakan coba lagi.', response.status);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${kind}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
