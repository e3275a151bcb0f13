import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import type { Invitation } from '../invitations/invitations.schema';
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
 * yazl pulls one entry's stream at a time and each stream reads its file only when pulled, so the
 * server holds one photo at a time, never the album.
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
    const data = Readable.from(
      (async function* () {
        const bytes = await app.fileStorage.get(key);
        if (bytes) yield bytes;
      })(),
    );
    // WebP is compressed already: stored entries cost no CPU.
    zip.addReadStream(data, entryName(index, row.senderName), {
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
