import { Quote } from 'lucide-react';
import { SECTION_IDS } from '@/components/layout/scroll-to-section';
import { TESTIMONIALS, type Testimonial } from '../content/testimonials';
import { SectionHeading } from './section-heading';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex w-[19rem] shrink-0 flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:w-[22rem]">
      <Quote aria-hidden="true" className="size-7 text-brand-300" />
      <blockquote className="mt-3 flex-1 text-sm leading-relaxed text-stone-700">
        {testimonial.quote}
      </blockquote>
      <figcaption className="mt-5">
        <span className="block font-serif text-lg text-stone-900">{testimonial.name}</span>
        <span className="block text-xs text-stone-600">{testimonial.detail}</span>
      </figcaption>
    </figure>
  );
}

/**
 * An endless strip: the list twice in a row, slid by exactly one copy per cycle (25 s, 15 s on
 * narrow screens, see .testimonial-track in index.css). Hover pauses it; with reduced motion it
 * stands still and scrolls by hand instead.
 */
export function TestimonialSection() {
  return (
    <section
      id={SECTION_IDS.testimonial}
      aria-labelledby="testimonial-heading"
      className="scroll-mt-16 overflow-hidden bg-brand-50/70"
    >
      <div className="mx-auto max-w-6xl px-4 pt-20 sm:px-6">
        <SectionHeading
          id="testimonial-heading"
          eyebrow="Testimoni"
          title="Cerita dari pasangan yang sudah menikah"
        />
      </div>
      <div className="testimonial-strip pb-20" data-testid="testimonial-strip">
        <div className="testimonial-track flex w-max gap-6 px-3">
          {TESTIMONIALS.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
          <div aria-hidden="true" className="testimonial-copy flex gap-6">
            {TESTIMONIALS.map((testimonial) => (
              <TestimonialCard key={testimonial.name} testimonial={testimonial} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
