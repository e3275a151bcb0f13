import { ImagePlus, Trash2, X } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import type { InvitationPhoto } from '@kabar/shared';
import { MAX_INVITATION_PHOTOS } from '@kabar/shared/invitation-api';
import { deletePhoto, uploadPhoto } from '../api/photos';

const ACCEPTED = ['image/jpeg', 'image/png'];
const MAX_BYTES = 10 * 1024 * 1024;

interface Upload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

/** The smallest variant that still fills a thumbnail. */
function thumbnail(photo: InvitationPhoto): string {
  return photo.variants[0]!.url;
}

/**
 * 'Unggah Foto Prewedding': JPEG and PNG, several at once, each uploaded with its own progress bar
 * and removable. Other file types are left out with a note rather than sent.
 */
export function PhotoUploader({
  photos,
  onChange,
}: {
  photos: InvitationPhoto[];
  onChange: (update: (photos: InvitationPhoto[]) => InvitationPhoto[]) => void;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const counter = useRef(0);

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  function start(files: File[]) {
    const images = files.filter((file) => ACCEPTED.includes(file.type));
    const skipped = files.length - images.length;
    const room = MAX_INVITATION_PHOTOS - photos.length - uploads.filter((u) => !u.error).length;
    const accepted = images.slice(0, Math.max(room, 0));
    const notes: string[] = [];
    if (skipped) notes.push(`${skipped} file dilewati: hanya JPEG atau PNG.`);
    if (accepted.length < images.length) notes.push(`Maksimal ${MAX_INVITATION_PHOTOS} foto.`);
    setNote(notes.length ? notes.join(' ') : null);

    for (const file of accepted) {
      counter.current += 1;
      const key = `${counter.current}-${file.name}`;
      if (file.size > MAX_BYTES) {
        setUploads((list) => [
          ...list,
          { key, name: file.name, progress: 0, error: 'Ukuran foto maksimal 10 MB.' },
        ]);
        continue;
      }
      setUploads((list) => [...list, { key, name: file.name, progress: 0, error: null }]);
      const { done } = uploadPhoto(file, (progress) => patch(key, { progress }));
      done.then(
        (photo) => {
          setUploads((list) => list.filter((u) => u.key !== key));
          onChange((current) => [...current, photo]);
        },
        (error: Error) => patch(key, { error: error.message }),
      );
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    start([...event.dataTransfer.files]);
  }

  function remove(photo: InvitationPhoto) {
    onChange((current) => current.filter((p) => p.id !== photo.id));
    void deletePhoto(photo.id);
  }

  return (
    <section
      aria-labelledby="photos-heading"
      className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="photos-heading" className="font-serif text-xl text-stone-900">
        Unggah Foto Prewedding
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-4 flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed p-6 text-center transition ${dragging ? 'border-brand-500 bg-brand-50' : 'border-stone-300 bg-stone-50'}`}
      >
        <ImagePlus className="size-8 text-brand-600" aria-hidden="true" />
        <p className="text-sm text-stone-700">Tarik foto ke sini, atau</p>
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Pilih Foto
        </button>
        <p className="text-xs text-stone-500">JPEG atau PNG, bisa beberapa sekaligus. Maks. 10MB</p>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png"
          multiple
          aria-label="Pilih foto prewedding"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            start([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {note ? <p className="mt-2 text-sm text-amber-800">{note}</p> : null}

      {uploads.length ? (
        <ul className="mt-4 space-y-2" aria-label="Foto yang sedang diunggah">
          {uploads.map((upload) => (
            <li key={upload.key} className="rounded-xl p-3 ring-1 ring-stone-200">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate">{upload.name}</span>
                {upload.error ? (
                  <button
                    type="button"
                    aria-label={`Tutup ${upload.name}`}
                    onClick={() => setUploads((list) => list.filter((u) => u.key !== upload.key))}
                    className="rounded-full p-1 text-stone-500 hover:bg-stone-100"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                ) : (
                  <span className="text-stone-500">{Math.round(upload.progress * 100)}%</span>
                )}
              </div>
              {upload.error ? (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {upload.error}
                </p>
              ) : (
                <progress
                  max={1}
                  value={upload.progress}
                  aria-label={`Mengunggah ${upload.name}`}
                  className="mt-2 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-600"
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {photos.length ? (
        <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label="Foto prewedding">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative" data-testid="uploaded-photo">
              <img
                src={thumbnail(photo)}
                alt={`Foto prewedding ${index + 1}`}
                width={photo.variants[0]!.width}
                className="aspect-square w-full rounded-xl object-cover ring-1 ring-stone-200"
              />
              <button
                type="button"
                onClick={() => remove(photo)}
                aria-label={`Hapus foto ${index + 1}`}
                className="absolute right-1.5 top-1.5 rounded-full bg-white/90 p-1.5 text-red-700 shadow hover:bg-white"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
