import type { ReactNode } from 'react';

/** The one frame of a dashboard page: the same width, padding and heading on every screen. */
export function PageShell({
  eyebrow,
  title,
  description,
  actions,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 lg:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-1 font-serif text-3xl text-stone-900 sm:text-4xl">{title}</h1>
          {description ? <div className="mt-2 max-w-2xl text-stone-600">{description}</div> : null}
        </div>
        {actions}
      </header>
      <div className="mt-6">{children}</div>
    </main>
  );
}
