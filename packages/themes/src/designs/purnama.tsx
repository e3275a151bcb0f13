/** @jsxRuntime automatic @jsxImportSource react */
import { Aside } from '../components/aside';
import { titledWith } from '../components/section-title';
import { coverPhotoAlt, GuestLine, OpenButton } from '../components/cover-parts';
import { guestCopy } from '@kabar/shared';
import type { DesignParts, FontSpec } from '../components/design-parts';
import { Photo } from '../components/photo';
import type { PageModel } from '../model/page-model';

/** A full moon in fine gilded rings with four rays: the VIP design's mark. */
const PURNAMA_SPRITE = (
  <svg width="0" height="0" className="sprite" aria-hidden="true">
    <symbol id="o-moon" viewBox="0 0 120 24">
      <g fill="none" stroke="currentColor" strokeWidth="1">
        <path d="M0 12h42M78 12h42M6 8h30M84 8h30M6 16h30M84 16h30" />
        <circle cx="60" cy="12" r="10" />
        <circle cx="60" cy="12" r="6.5" fill="currentColor" />
        <path d="M60 0v2M60 22v2M48 12h-2M72 12h2" />
      </g>
    </symbol>
    <symbol id="o-corner" viewBox="0 0 60 60">
      <g fill="none" stroke="currentColor" strokeWidth="1">
        <path d="M1 59V1h58M7 53V7h46M13 13h10v10H13z" />
      </g>
    </symbol>
  </svg>
);

function Ornament() {
  return (
    <svg className="orn" viewBox="0 0 120 24" aria-hidden="true" focusable="false">
      <use href="#o-moon" />
    </svg>
  );
}

function Corner({ className }: { className: string }) {
  return (
    <svg className={`corner ${className}`} viewBox="0 0 60 60" aria-hidden="true" focusable="false">
      <use href="#o-corner" />
    </svg>
  );
}

function Cover({ model }: { model: PageModel }) {
  return (
    <header className="cover">
      {model.coverPhoto ? (
        <Photo
          photo={model.coverPhoto}
          alt={coverPhotoAlt(model)}
          sizes="(min-width: 1024px) 480px, 100vw"
          className="cover-photo"
          eager
        />
      ) : null}
      <div className="cover-shade" aria-hidden="true" />
      <Corner className="c-tl" />
      <Corner className="c-tr" />
      <Corner className="c-bl" />
      <Corner className="c-br" />
      <div className="cover-text">
        <p className="kicker">{guestCopy(model.lang).page.weddingOf}</p>
        <h1 className="names">
          {model.bride.shortName} <span className="names-amp">&amp;</span> {model.groom.shortName}
        </h1>
        {model.coverDate ? <p className="cover-date">{model.coverDate}</p> : null}
        <GuestLine />
        <OpenButton model={model} />
      </div>
    </header>
  );
}

const pinyonFont: FontSpec = {
  family: 'Pinyon Script',
  file: '@fontsource/pinyon-script/files/pinyon-script-latin-400-normal.woff2',
  weight: 400,
  preload: true,
};
const cinzelFont: FontSpec = {
  family: 'Cinzel',
  file: '@fontsource/cinzel/files/cinzel-latin-400-normal.woff2',
  weight: 400,
  preload: true,
};
const cormorantFont: FontSpec = {
  family: 'Cormorant Garamond',
  file: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
  weight: 500,
  preload: false,
};

export const purnama: DesignParts = {
  Sprite: PURNAMA_SPRITE,
  fonts: [pinyonFont, cinzelFont, cormorantFont],
  ogFonts: { names: pinyonFont, text: cinzelFont },
  Cover,
  Aside,
  Ornament,
  SectionTitle: titledWith(Ornament),
};
