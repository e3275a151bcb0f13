import { useDeferredValue, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { HELP_INTRO, HELP_TOPICS } from '../content/help-topics';
import { countArticles, searchHelp } from '../lib/search-help';
import { HelpTopicSection } from './help-topic-section';
import { SupportChannels } from './support-channels';

/** /help: topics with answers, a search box that filters them, and the ways to reach us. */
export function HelpCentre() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const results = searchHelp(HELP_TOPICS, deferred);
  const searching = deferred.trim().length > 0;
  const found = countArticles(results);
  const searchId = useId();

  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="mx-auto max-w-3xl px-4 pb-10 pt-10 text-center sm:px-6 sm:pt-14">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">Bantuan</p>
          <h1 className="mt-3 font-serif text-4xl text-stone-900 sm:text-5xl">Pusat Bantuan</h1>
          <p className="mx-auto mt-4 max-w-xl text-stone-600">{HELP_INTRO}</p>
          <form
            role="search"
            className="relative mx-auto mt-8 max-w-xl"
            onSubmit={(e) => e.preventDefault()}
          >
            <label htmlFor={searchId} className="sr-only">
              Cari bantuan
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-5 top-1/2 size-5 -translate-y-1/2 text-stone-500"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Cari: kode OTP, voucher, tema..."
              autoComplete="off"
              className="w-full rounded-full bg-white py-4 pl-13 pr-5 text-base text-stone-900 shadow-sm ring-1 ring-stone-300 placeholder:text-stone-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
            />
          </form>
          {!searching ? (
            <ul className="mt-6 flex flex-wrap justify-center gap-2" aria-label="Topik bantuan">
              {HELP_TOPICS.map((topic) => (
                <li key={topic.id}>
                  <a
                    href={`#${topic.id}`}
                    className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-stone-700 ring-1 ring-stone-200 hover:bg-brand-50 hover:text-brand-800"
                  >
                    <topic.icon aria-hidden="true" className="size-4 text-brand-600" />
                    {topic.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <p
          aria-live="polite"
          data-testid="help-result-count"
          className={`text-sm text-stone-600 ${searching ? 'mb-6' : ''}`}
        >
          {searching
            ? found > 0
              ? `${found} jawaban untuk “${deferred.trim()}”`
              : `Tidak ada jawaban untuk “${deferred.trim()}”. Coba kata lain, atau tanyakan langsung ke tim kami di bawah.`
            : ''}
        </p>
        <div className="space-y-10">
          {results.map((topic) => (
            <HelpTopicSection key={topic.id} topic={topic} expanded={searching} />
          ))}
        </div>
      </div>
      <SupportChannels />
    </>
  );
}
