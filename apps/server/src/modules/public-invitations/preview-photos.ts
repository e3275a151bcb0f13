import type { InvitationPhoto } from '@kabar/shared';
import type { Db } from '../../db/client';
import type { FileStorage } from '../media/file-storage';
import { photosOfUser } from '../media/media.queries';

/**
 * The photos a live preview shows, in the order asked. Those the invitation already holds are
 * shown as stored: the seeded demo couples' photos are files of ours, not uploads, and their ids
 * are no upload's (issue 25). The rest must be uploads of the owner or the editor.
 */
export async function previewPhotos(
  db: Db,
  storage: FileStorage,
  owners: readonly string[],
  ids: readonly string[],
  held: readonly InvitationPhoto[],
): Promise<InvitationPhoto[]> {
  const heldById = new Map(held.map((photo) => [photo.id, photo]));
  const uploaded = await photosOfUser(
    db,
    storage,
    owners,
    ids.filter((id) => !heldById.has(id)),
  );
  const uploadedById = new Map(uploaded.map((photo) => [photo.id, photo]));
  return [...new Set(ids)].map((id) => heldById.get(id) ?? uploadedById.get(id)!);
}
