/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { DesignParts } from './design-parts';

/** A section's heading: the small kicker, the title, then the design's ornament under it. */
export function titledWith(Ornament: () => ReactNode): DesignParts['SectionTitle'] {
  return function SectionTitle({ kicker, children }) {
    return (
      <header className="st">
        {kicker ? <p className="st-kicker">{kicker}</p> : null}
        <h2>{children}</h2>
        <Ornament />
      </header>
    );
  };
}
