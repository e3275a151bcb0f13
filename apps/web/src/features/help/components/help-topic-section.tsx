import { ChevronDown } from 'lucide-react';
import type { HelpTopic } from '../content/help-topics';

/** One topic and its questions; each answer opens in place (all open while searching). */
export function HelpTopicSection({ topic, expanded }: { topic: HelpTopic; expanded: boolean }) {
  return (
    <section
      id={topic.id}
      aria-labelledby={`${topic.id}-title`}
      className="scroll-mt-24"
      data-testid="help-topic"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <topic.icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={`${topic.id}-title`} className="font-serif text-2xl text-stone-900">
            {topic.title}
          </h2>
          <p className="text-sm text-stone-600">{topic.summary}</p>
        </div>
      </div>
      <div className="mt-5 divide-y divide-stone-200 rounded-3xl bg-white ring-1 ring-stone-200">
        {topic.articles.map((article) => (
          <details
            key={article.question}
            open={expanded || undefined}
            className="group"
            data-testid="help-article"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-3xl px-5 py-4 font-semibold text-stone-900 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
              {article.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 text-sm leading-relaxed text-stone-700">{article.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
