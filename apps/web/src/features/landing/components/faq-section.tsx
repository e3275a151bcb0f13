import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { SECTION_IDS } from '@/components/layout/scroll-to-section';
import { FAQ_ITEMS } from '../content/faq';
import { SectionHeading } from './section-heading';

/** The FAQ accordion: one answer open at a time; opening another closes the first. */
export function FaqSection() {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <section id={SECTION_IDS.faq} aria-labelledby="faq-heading" className="scroll-mt-16 bg-white">
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <SectionHeading
          id="faq-heading"
          eyebrow="FAQ"
          title="Pertanyaan yang sering diajukan"
          text="Belum menemukan jawabanmu? Tim kami siap membantu lewat WhatsApp atau email."
        />
        <div
          data-island="faq"
          className="divide-y divide-stone-200 rounded-3xl bg-stone-50 px-2 ring-1 ring-stone-200 sm:px-4"
        >
          {FAQ_ITEMS.map((item, index) => {
            const expanded = open === index;
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <div key={item.question} data-testid="faq-item">
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : index)}
                    className="group flex w-full items-center justify-between gap-4 rounded-xl px-3 py-5 text-left text-base font-semibold text-stone-900 transition hover:text-brand-800"
                  >
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-brand-600 transition-transform group-aria-expanded:rotate-180"
                    />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  hidden={!expanded}
                  className="px-3 pb-5 text-sm leading-relaxed text-stone-700"
                >
                  {item.answer}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
