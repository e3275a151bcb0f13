/** @jsxRuntime automatic @jsxImportSource react */
import { guestCopy } from '@kabar/shared';
import type { PageModel } from '../model/page-model';
import { Photo } from './photo';

/**
 * On wide screens the page column sits beside a large photo of the couple. The panel repeats the
 * cover, so assistive technology skips it; it loads lazily, so phones never fetch its photo.
 */
export function Aside({ model }: { model: PageModel }) {
  return (
    <aside className="side" aria-hidden="true">
      {model.coverPhoto ? (
        <Photo photo={model.coverPhoto} alt="" sizes="calc(100vw - 480px)" className="side-photo" />
      ) : null}
      <div className="side-text">
        <p className="kicker">{guestCopy(model.lang).page.weddingOf}</p>
        <p className="names">
          {model.bride.shortName} <span className="names-amp">&amp;</span> {model.groom.shortName}
        </p>
        {model.coverDate ? <p className="side-date">{model.coverDate}</p> : null}
      </div>
    </aside>
  );
}
