import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import type { Invitation } from '../invitations/invitations.schema';
import { lazyFileStream } from '../media/lazy-file-stream';
import { listGuestPhotos } from './album.queries';

/** A name inside the zip: who sent it and when, safe on every file system. */
function entryName(index: number, sender: string): string {
  const safe =
    sender
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 40) || 'tamu';
  return `${String(index + 1).padStart(4, '0')}-${safe}.webp`;
}

/**
 * Every shown photo, the largest variant of each, as one zip written to the reply as it is made:
 * yazl pulls one entry's stream at a time (lazy-file-stream.ts), so the server holds one photo
 * at a time, never the album.
 */
export async function streamAlbumZip(
  app: FastifyInstance,
  invitation: Invitation,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const rows = await listGuestPhotos(app.db, invitation.id, 'shown');
  const zip = new ZipFile();
  rows.forEach((row, index) => {
    const key = row.variants[row.variants.length - 1]!.key;
    // WebP is compressed already: stored entries cost no CPU.
    zip.addReadStream(lazyFileStream(app.fileStorage, key), entryName(index, row.senderName), {
      compress: false,
      mtime: row.createdAt,
    });
  });
  zip.end();
  return reply
    .header('content-type', 'application/zip')
    .header(
      'content-disposition',
      `attachment; filename="album-${invitation.slug ?? 'undangan'}.zip"`,
    )
    .header('cache-control', 'no-store')
    .send(zip.outputStream);
}
