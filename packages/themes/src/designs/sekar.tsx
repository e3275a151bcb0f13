/** @jsxRuntime automatic @jsxImportSource react */
import { Aside } from '../components/aside';
import { titledWith } from '../components/section-title';
import { coverPhotoAlt, GuestLine, OpenButton } from '../components/cover-parts';
import { guestCopy } from '@kabar/shared';
import type { DesignParts, FontSpec } from '../components/design-parts';
import { Photo } from '../components/photo';
import type { PageModel } from '../model/page-model';

/** A sprig of jasmine drawn in fine lines; defined once, used by reference. */
const SEKAR_SPRITE = (
  <svg width="0" height="0" className="sprite" aria-hidden="true">
    <symbol id="o-sprig" viewBox="0 0 120 120">
      <g fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round">
        <path d="M6 114C30 84 52 58 112 8" />
        <path d="M30 86c-8-10-6-22 4-28 4 12 2 20-4 28zM46 68c-2-13 5-22 17-23-1 12-7 19-17 23zM64 50c1-12 10-19 21-17-3 11-10 16-21 17zM40 78c12-2 22 3 25 14-12 1-20-4-25-14zM58 60c12 0 20 6 21 17-12-1-19-7-21-17zM78 40c11 1 18 8 17 19-11-2-17-8-17-19z" />
        <path d="M100 18m-6 0a6 6 0 1 0 12 0a6 6 0 1 0-12 0M100 12v-6M106 18h6M100 24v6M94 18h-6" />
      </g>
      <g fill="currentColor">
        <circle cx="100" cy="18" r="2" />
        <circle cx="22" cy="100" r="1.6" />
        <circle cx="14" cy="92" r="1.2" />
      </g>
    </symbol>
    <symbol id="o-line" viewBox="0 0 160 16">
      <g fill="none" stroke="currentColor" strokeWidth="1">
        <path d="M0 8h64M96 8h64" />
        <path d="M80 2l6 6-6 6-6-6z" />
        <circle cx="68" cy="8" r="1.5" fill="currentColor" />
        <circle cx="92" cy="8" r="1.5" fill="currentColor" />
      </g>
    </symbol>
  </svg>
);

function Sprig({ className }: { className: string }) {
  return (
    <svg
      className={`sprig ${className}`}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
    >
      <use href="#o-sprig" />
    </svg>
  );
}

function Ornament() {
  return (
    <svg className="orn" viewBox="0 0 160 16" aria-hidden="true" focusable="false">
      <use href="#o-line" />
    </svg>
  );
}

function Cover({ model }: { model: PageModel }) {
  return (
    <header className="cover">
      <Sprig className="sprig-tl" />
      <Sprig className="sprig-br" />
      <p className="kicker">{guestCopy(model.lang).page.weddingOf}</p>
      {model.coverPhoto ? (
        <div className="arch">
          <Photo
            photo={model.coverPhoto}
            alt={coverPhotoAlt(model)}
            sizes="(min-width: 1024px) 220px, 52vw"
            eager
          />
        </div>
      ) : null}
      <h1 className="names">
        {model.bride.shortName} <span className="names-amp">&amp;</span> {model.groom.shortName}
      </h1>
      {model.coverDate ? <p className="cover-date">{model.coverDate}</p> : null}
      <GuestLine />
      <OpenButton model={model} />
    </header>
  );
}

const greatFont: FontSpec = {
  family: 'Great Vibes',
  file: '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2',
  weight: 400,
  preload: true,
};
const cormorantFont: FontSpec = {
  family: 'Cormorant Garamond',
  file: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
  weight: 500,
  preload: true,
};

export const sekar: DesignParts = {
  Sprite: SEKAR_SPRITE,
  fonts: [greatFont, cormorantFont],
  ogFonts: { names: greatFont, text: cormorantFont },
  Cover,
  Aside,
  Ornament,
  SectionTitle: titledWith(Ornament),
};
