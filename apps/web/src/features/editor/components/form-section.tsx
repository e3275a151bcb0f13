import type { ReactNode } from 'react';

/** A titled group of fields; `columns` lays them out two across from small screens up. */
export function FormSection({
  title,
  hint,
  columns = 1,
  children,
}: {
  title: string;
  hint?: string;
  columns?: 1 | 2;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
      <h2 id={id} className="font-serif text-xl text-stone-900">
        {title}
        {hint ? (
          <span className="ml-2 font-sans text-sm font-normal text-stone-500">{hint}</span>
        ) : null}
      </h2>
      <div className={`mt-4 grid gap-4 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>{children}</div>
    </section>
  );
}
