import { useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ImagePlus } from 'lucide-react';
import { GUEST_PHOTO_ACCEPT, guestCopy, isGuestToken } from '@kabar/shared';
import {
  buttonPrimary,
  buttonSecondary,
  cardClass,
  inputClass,
  labelClass,
} from '@/components/ui/styles';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { useGuestPageLanguage } from '@/lib/guest-page-language';
import { sendGuestPhoto } from '../api/album';
import { photoFileProblem } from '../lib/check-photo-file';

interface Item {
  id: number;
  file: File;
  progress: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  message: string;
}

let nextId = 0;

/**
 * Guests send photos without an account: chosen together, sent one after another (a poor
 * connection shares its bandwidth with one upload at a time), each with its own progress and
 * message, and a failed one can be sent again.
 */
export function GuestUploadPage() {
  const slug = useParams().slug ?? '';
  const [search] = useSearchParams();
  const token = search.get('g');
  const personal = token && isGuestToken(token) ? token : null;
  const lang = useGuestPageLanguage();
  const copy = guestCopy(lang).photos;
  usePageMeta(copy.title);
  const [name, setName] = useState('');
  const [items, setItems] = useState<Item[]>([]);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const update = (id: number, change: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  async function sendAll(list: Item[]) {
    setSending(true);
    for (const item of list) {
      update(item.id, { state: 'sending', progress: 0, message: '' });
      try {
        const { message } = await sendGuestPhoto(
          slug,
          item.file,
          { token: personal, name },
          (progress) => update(item.id, { progress }),
          lang,
        );
        update(item.id, { state: 'done', progress: 1, message });
      } catch (error) {
        update(item.id, { state: 'failed', message: (error as Error).message });
      }
    }
    setSending(false);
  }

  function choose(files: FileList | null) {
    const chosen = [...(files ?? [])].map((file): Item => {
      const problem = photoFileProblem(file, lang);
      return {
        id: nextId++,
        file,
        progress: 0,
        state: problem ? 'failed' : 'waiting',
        message: problem ?? '',
      };
    });
    setItems((list) => [...chosen, ...list]);
    const ready = chosen.filter((item) => item.state === 'waiting');
    if (ready.length) void sendAll(ready);
    if (input.current) input.current.value = '';
  }

  const nameMissing = !personal && name.trim() === '';
  return (
    <main className="mx-auto grid min-h-screen max-w-lg content-start gap-4 bg-stone-50 px-4 py-8">
      <h1 className="text-2xl font-semibold text-stone-900">{copy.title}</h1>
      <p className="text-sm text-stone-700">{copy.lead}</p>
      <div className={`${cardClass} grid gap-3`}>
        {personal ? null : (
          <div>
            <label htmlFor="sender-name" className={labelClass}>
              {copy.yourName}
            </label>
            <input
              id="sender-name"
              className={inputClass}
              value={name}
              maxLength={50}
              autoComplete="name"
              onChange={(event) => setName(event.target.value)}
            />
            {nameMissing ? <p className="mt-1 text-xs text-stone-600">{copy.name}</p> : null}
          </div>
        )}
        <label
          className={`${buttonPrimary} cursor-pointer ${nameMissing || sending ? 'pointer-events-none opacity-50' : ''}`}
        >
          <ImagePlus className="h-4 w-4" aria-hidden="true" /> {copy.choose}
          <input
            ref={input}
            type="file"
            multiple
            accept={`${GUEST_PHOTO_ACCEPT},.heic,.heif`}
            className="sr-only"
            disabled={nameMissing || sending}
            onChange={(event) => choose(event.target.files)}
            data-testid="photo-input"
          />
        </label>
      </div>
      {items.length ? (
        <ul className="grid gap-2" aria-label={copy.sentList}>
          {items.map((item) => (
            <li
              key={item.id}
              className={`${cardClass} grid gap-2`}
              data-testid="upload-item"
              data-state={item.state}
            >
              <p className="truncate text-sm font-medium text-stone-900">{item.file.name}</p>
              {item.state === 'sending' || item.state === 'waiting' ? (
                <progress
                  className="w-full"
                  max={1}
                  value={item.progress}
                  aria-label={copy.sending(item.file.name)}
                />
              ) : null}
              {item.message ? (
                <p
                  role={item.state === 'failed' ? 'alert' : 'status'}
                  className={`text-sm ${item.state === 'failed' ? 'text-red-700' : 'text-emerald-800'}`}
                >
                  {item.message}
                </p>
              ) : null}
              {item.state === 'failed' && !photoFileProblem(item.file, lang) ? (
                <button
                  type="button"
                  className={buttonSecondary}
                  disabled={sending}
                  onClick={() => void sendAll([item])}
                >
                  {copy.retry}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
