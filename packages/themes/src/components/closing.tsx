/** @jsxRuntime automatic @jsxImportSource react */
import type { PageModel } from '../model/page-model';
import type { DesignParts } from './design-parts';

export function Closing({ model, design }: { model: PageModel; design: DesignParts }) {
  return (
    <section className="sec closing" data-section="closing">
      <design.Ornament />
      <p className="lead">
        Merupakan suatu kehormatan dan kebahagiaan bagi kami apabila Bapak/Ibu/Saudara/i berkenan
        hadir dan memberikan doa restu.
      </p>
      <p className="closing-thanks">Kami yang berbahagia,</p>
      <p className="names closing-names">
        {model.bride.shortName} <span className="names-amp">&amp;</span> {model.groom.shortName}
      </p>
    </section>
  );
}
