import { SECTION_IDS } from '@/components/layout/scroll-to-section';
import { FEATURES } from '../content/features';
import { SectionHeading } from './section-heading';

export function FeaturesSection() {
  return (
    <section
      id={SECTION_IDS.features}
      aria-labelledby="features-heading"
      className="scroll-mt-16 bg-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <SectionHeading
          id="features-heading"
          eyebrow="Fitur"
          title="Semua yang kalian butuhkan untuk hari bahagia"
          text="Dari undangan pertama yang terkirim sampai tamu terakhir yang mengisi RSVP, semuanya ada di satu tempat."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li
              key={feature.key}
              className="flex gap-4 rounded-3xl bg-stone-50 p-5 ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-md sm:block sm:p-7"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
                <feature.icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-stone-900 sm:mt-5">{feature.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-stone-600 sm:mt-2">
                  {feature.text}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
