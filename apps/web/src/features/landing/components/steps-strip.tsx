import { STEPS } from '../content/steps';

/** Register, Pilih Tema, Isi Form, Bagikan. */
export function StepsStrip() {
  return (
    <section aria-labelledby="steps-heading" className="bg-stone-50">
      <div className="mx-auto max-w-6xl px-4 pb-14 pt-2 sm:px-6 sm:pt-14">
        <h2 id="steps-heading" className="sr-only">
          Empat langkah membuat undangan
        </h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 lg:flex-col"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                <step.icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <p className="text-xs font-semibold uppercase tracking-widest text-brand-700">
                  Langkah {index + 1}
                </p>
                <h3 className="mt-1 text-lg font-bold text-stone-900">{step.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-stone-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
