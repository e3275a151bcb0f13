/** @jsxRuntime automatic @jsxImportSource react */
import { guestCopy } from '@kabar/shared';
import type { PageModel } from '../model/page-model';
import type { DesignParts } from './design-parts';

export function Closing({ model, design }: { model: PageModel; design: DesignParts }) {
  const t = guestCopy(model.lang).closing;
  return (
    <section className="sec closing" data-section="closing">
      <design.Ornament />
      <p className="lead">{t.lead}</p>
      <p className="closing-thanks">{t.thanks}</p>
      <p className="names closing-names">
        {model.bride.shortName} <span className="names-amp">&amp;</span> {model.groom.shortName}
      </p>
    </section>
  );
}
