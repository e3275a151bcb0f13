import type { ReactNode } from 'react';

const WIDTHS = {
  /** A form or a short text: profile, contact, one invitation's domain, orders. */
  narrow: 'max-w-3xl',
  /** Lists and tables. */
  default: 'max-w-6xl',
  /** Card grids, and a form with the live preview beside it. */
  wide: 'max-w-7xl',
} as const;

/**
 * The one frame of a dashboard page: the same padding and heading on every screen, in one of
 * three widths. `back` sits above the heading; `actions` beside it (below it on phones).
 */
export function PageShell({
  eyebrow,
  title,
  description,
  actions,
  back,
  width = 'default',
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  return (
    <main className={`mx-auto w-full ${WIDTHS[width]} px-4 py-6 sm:px-8 lg:py-10`}>
      {back ? <div className="mb-4">{back}</div> : null}
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
