/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { PageModel } from '../model/page-model';
import { Aside } from './aside';
import { coverPhotoAlt, GuestLine, OpenButton } from './cover-parts';
import type { DesignParts, FontSpec } from './design-parts';
import { Photo } from './photo';
import { titledWith } from './section-title';

/** A drawing from the design's sprite, by its symbol id and that symbol's viewBox. */
function Use({ id, box, className }: { id: string; box: string; className: string }) {
  return (
    <svg className={className} viewBox={box} aria-hidden="true" focusable="false">
      <use href={`#${id}`} />
    </svg>
  );
}

/**
 * What a composed design is made of. The symbols live in `sprite`; each entry here names the
 * viewBox of a symbol the cover places, or leaves it out.
 */
export interface DesignRecipe {
  sprite: ReactNode;
  fonts: FontSpec[];
  ogFonts: { names: FontSpec; text: FontSpec };
  /** The small line above the names: 'Pawiwahan', 'Walimatul Ursy', 'The Wedding of'. */
  kicker: string;
  /** The kicker on an English page, where the Indonesian one is not a name of the rite itself. */
  kickerEn?: string;
  /** 'window': the photo framed inside the cover; 'bleed': the photo fills the cover's top. */
  photo: 'window' | 'bleed';
  /** `o-crown`, drawn above the kicker. */
  crown?: string;
  /** `o-corner`, drawn in the four corners. */
  corner?: string;
  /** `o-wing`, drawn at the cover's left edge and mirrored at its right. */
  wing?: string;
  /** `o-frame`, drawn over the photo window. */
  frame?: string;
  /** `o-div`, the divider under section titles and at the close; none draws a CSS line. */
  divider?: string;
}

export function composeDesign(recipe: DesignRecipe): DesignParts {
  const Ornament = () =>
    recipe.divider ? (
      <Use id="o-div" box={recipe.divider} className="orn" />
    ) : (
      <span className="orn" aria-hidden="true" />
    );

  function Cover({ model }: { model: PageModel }) {
    const alt = coverPhotoAlt(model);
    const photo = model.coverPhoto ? (
      <Photo
        photo={model.coverPhoto}
        alt={alt}
        sizes={
          recipe.photo === 'bleed'
            ? '(min-width: 1024px) 480px, 100vw'
            : '(min-width: 1024px) 260px, 64vw'
        }
        className={recipe.photo === 'bleed' ? 'cover-photo' : undefined}
        eager
      />
    ) : null;
    return (
      <header className="cover">
        {recipe.photo === 'bleed' ? (
          <>
            {photo}
            <div className="cover-shade" aria-hidden="true" />
          </>
        ) : null}
        {recipe.wing ? (
          <>
            <Use id="o-wing" box={recipe.wing} className="wing wing-l" />
            <Use id="o-wing" box={recipe.wing} className="wing wing-r" />
          </>
        ) : null}
        {recipe.corner
          ? ['c-tl', 'c-tr', 'c-bl', 'c-br'].map((place) => (
              <Use key={place} id="o-corner" box={recipe.corner!} className={`corner ${place}`} />
            ))
          : null}
        <div className="cover-text">
          {recipe.crown ? <Use id="o-crown" box={recipe.crown} className="crown" /> : null}
          <p className="kicker">
            {model.lang === 'en' ? (recipe.kickerEn ?? recipe.kicker) : recipe.kicker}
          </p>
          {recipe.photo === 'window' ? (
            <div className="window">
              {photo}
              {recipe.frame ? <Use id="o-frame" box={recipe.frame} className="frame" /> : null}
            </div>
          ) : null}
          <h1 className="names">
            <span className="n">{model.bride.shortName}</span>{' '}
            <span className="names-amp">&amp;</span>{' '}
            <span className="n">{model.groom.shortName}</span>
          </h1>
          {model.coverDate ? <p className="cover-date">{model.coverDate}</p> : null}
          <GuestLine />
          <OpenButton model={model} />
        </div>
      </header>
    );
  }

  return {
    Sprite: recipe.sprite,
    sharedStyles: ['composed'],
    fonts: recipe.fonts,
    ogFonts: recipe.ogFonts,
    Cover,
    Aside,
    Ornament,
    SectionTitle: titledWith(Ornament),
  };
}
