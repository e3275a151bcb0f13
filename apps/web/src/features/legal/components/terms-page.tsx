import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { TERMS_SECTIONS, TERMS_UPDATED, type TermsBlock } from '../content/terms';

function Block({ block }: { block: TermsBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-brand-400">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** /terms-of-service: fifteen numbered sections, with a side list of anchors on wide screens. */
export function TermsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 pt-10 sm:px-6 sm:pt-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">Legal</p>
        <h1 className="mt-3 font-serif text-4xl text-stone-900 sm:text-5xl">
          Syarat dan Ketentuan
        </h1>
        <p className="mt-4 text-stone-600">
          Terakhir diperbarui {TERMS_UPDATED}. Ada yang kurang jelas? Kunjungi{' '}
          <Link to={paths.help.getHref()} className="font-semibold text-brand-700 underline">
            Pusat Bantuan
          </Link>
          .
        </p>
      </header>
      <div className="mt-12 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-12">
        <nav aria-label="Daftar isi" className="hidden lg:block" data-testid="terms-toc">
          <div className="sticky top-24">
            <p className="mb-3 text-xs font-semibold uppercase tracking-widest text-stone-600">
              Daftar isi
            </p>
            <ol className="space-y-1 border-l border-stone-200 text-sm">
              {TERMS_SECTIONS.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-stone-600 hover:border-brand-400 hover:text-brand-800"
                  >
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl space-y-10">
          {TERMS_SECTIONS.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2
                id={`${section.id}-title`}
                className="flex items-baseline gap-3 font-serif text-2xl text-stone-900"
              >
                <span className="text-brand-600">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-stone-700">
                {section.blocks.map((block, i) => (
                  <Block key={i} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
