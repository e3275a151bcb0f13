import { downloadCsv } from '@/lib/download-csv';

export type ExportKind = 'rsvp' | 'ucapan';

/** The RSVP or wish export, through the API client so an expired session is refreshed first. */
export function downloadResponsesCsv(
  invitationId: string,
  kind: ExportKind,
  fileStem: string,
): Promise<void> {
  return downloadCsv(
    `/invitations/${encodeURIComponent(invitationId)}/responses/export/${kind}`,
    `${kind}-${fileStem}.csv`,
  );
}
