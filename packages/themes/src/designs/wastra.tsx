/** @jsxRuntime automatic @jsxImportSource react */
import { Aside } from '../components/aside';
import { coverPhotoAlt, GuestLine, OpenButton } from '../components/cover-parts';
import { guestCopy } from '@kabar/shared';
import type { DesignParts, FontSpec } from '../components/design-parts';
import { Photo } from '../components/photo';
import type { PageModel } from '../model/page-model';

/** Kawung, the four-petal batik motif, as one reusable drawing. */
const WASTRA_SPRITE = (
  <svg width="0" height="0" className="sprite" aria-hidden="true">
    <symbol id="o-kawung" viewBox="0 0 40 40">
      <g fill="currentColor">
        <ellipse cx="20" cy="9" rx="6" ry="8.5" />
        <ellipse cx="20" cy="31" rx="6" ry="8.5" />
        <ellipse cx="9" cy="20" rx="8.5" ry="6" />
        <ellipse cx="31" cy="20" rx="8.5" ry="6" />
      </g>
      <circle className="kc" cx="20" cy="20" r="2.4" />
    </symbol>
  </svg>
);

function Kawung({ className = 'orn' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <use href="#o-kawung" />
    </svg>
  );
}

function Ornament() {
  return (
    <span className="orn-row" aria-hidden="true">
      <Kawung />
      <Kawung />
      <Kawung />
    </span>
  );
}

function Cover({ model }: { model: PageModel }) {
  return (
    <header className="cover">
      <div className="cover-band" aria-hidden="true" />
      <p className="kicker">{guestCopy(model.lang).page.weddingOf}</p>
      <div className="window">
        {model.coverPhoto ? (
          <Photo
            photo={model.coverPhoto}
            alt={coverPhotoAlt(model)}
            sizes="(min-width: 1024px) 260px, 64vw"
            eager
          />
        ) : null}
      </div>
      <h1 className="names">
        {model.bride.shortName} <span className="names-amp">&amp;</span> {model.groom.shortName}
      </h1>
      {model.coverDate ? <p className="cover-date">{model.coverDate}</p> : null}
      <GuestLine />
      <OpenButton model={model} />
    </header>
  );
}

const marcellusFont: FontSpec = {
  family: 'Marcellus',
  file: '@fontsource/marcellus/files/marcellus-latin-400-normal.woff2',
  weight: 400,
  preload: true,
};
const jostFont: FontSpec = {
  family: 'Jost',
  file: '@fontsource/jost/files/jost-latin-400-normal.woff2',
  weight: 400,
  preload: true,
};

export const wastra: DesignParts = {
  Sprite: WASTRA_SPRITE,
  fonts: [marcellusFont, jostFont],
  ogFonts: { names: marcellusFont, text: jostFont },
  Cover,
  Aside,
  Ornament,
  SectionTitle: ({ kicker, children }) => (
    <header className="st">
      <Kawung className="orn st-orn" />
      <h2>{children}</h2>
      {kicker ? <p className="st-kicker">{kicker}</p> : null}
    </header>
  ),
};
