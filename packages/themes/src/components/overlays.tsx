/** @jsxRuntime automatic @jsxImportSource react */
import { guestCopy } from '@kabar/shared';
import type { PageModel } from '../model/page-model';
import { Icon } from './icons';

/** The music control and the gallery viewer; both stay hidden until the script needs them. */
export function Overlays({ model }: { model: PageModel }) {
  const copy = guestCopy(model.lang);
  return (
    <>
      {model.musicUrl ? (
        <>
          <audio id="music" src={model.musicUrl} preload="none" loop />
          <button
            type="button"
            className="music"
            aria-label={copy.script.playMusic}
            data-play={copy.script.playMusic}
            data-pause={copy.script.pauseMusic}
            aria-pressed="false"
            hidden
          >
            <Icon name="music" className="i-on" />
            <Icon name="pause" className="i-off" />
          </button>
        </>
      ) : null}
      {model.sections.includes('gallery') ? (
        <dialog className="lightbox" aria-label={copy.gallery.dialog}>
          <img alt="" />
          <button
            type="button"
            className="lb-close"
            aria-label={copy.gallery.close}
            data-lb="close"
          >
            <Icon name="close" />
          </button>
          <button type="button" className="lb-prev" aria-label={copy.gallery.previous} data-lb="-1">
            <Icon name="prev" />
          </button>
          <button type="button" className="lb-next" aria-label={copy.gallery.next} data-lb="1">
            <Icon name="next" />
          </button>
        </dialog>
      ) : null}
    </>
  );
}
