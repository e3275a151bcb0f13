import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A plain page: a heading, some text and the way back. */
export function SimplePage({
  title,
  children,
  backTo = '/',
  backLabel = 'Kembali ke Beranda',
}: {
  title: string;
  children?: ReactNode;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-2xl flex-col justify-center px-6 py-16">
      <h1 className="font-serif text-3xl text-stone-900 sm:text-4xl">{title}</h1>
      {children ? <div className="mt-4 space-y-3 text-stone-600">{children}</div> : null}
      <Link
        to={backTo}
        className="mt-8 inline-flex w-fit rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {backLabel}
      </Link>
    </main>
  );
}
