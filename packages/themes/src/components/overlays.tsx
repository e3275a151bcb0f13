/** @jsxRuntime automatic @jsxImportSource react */
import type { PageModel } from '../model/page-model';
import { Icon } from './icons';

/** The music control and the gallery viewer; both stay hidden until the script needs them. */
export function Overlays({ model }: { model: PageModel }) {
  return (
    <>
      {model.musicUrl ? (
        <>
          <audio id="music" src={model.musicUrl} preload="none" loop />
          <button
            type="button"
            className="music"
            aria-label="Putar musik"
            aria-pressed="false"
            hidden
          >
            <Icon name="music" className="i-on" />
            <Icon name="pause" className="i-off" />
          </button>
        </>
      ) : null}
      {model.sections.includes('gallery') ? (
        <dialog className="lightbox" aria-label="Galeri foto">
          <img alt="" />
          <button type="button" className="lb-close" aria-label="Tutup" data-lb="close">
            <Icon name="close" />
          </button>
          <button type="button" className="lb-prev" aria-label="Foto sebelumnya" data-lb="-1">
            <Icon name="prev" />
          </button>
          <button type="button" className="lb-next" aria-label="Foto berikutnya" data-lb="1">
            <Icon name="next" />
          </button>
        </dialog>
      ) : null}
    </>
  );
}
