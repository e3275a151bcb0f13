import type { HelpTopic } from '../content/help-topics';

/** Lower case without accents or punctuation, so "Kode OTP?" matches "kode otp". */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The topics whose articles mention every word of the query (in the question, answer or topic
 * title), each with only those articles. An empty query keeps everything.
 */
export function searchHelp(topics: HelpTopic[], query: string): HelpTopic[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return topics;
  return topics
    .map((topic) => ({
      ...topic,
      articles: topic.articles.filter((article) => {
        const haystack = normalise(`${topic.title} ${article.question} ${article.answer}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((topic) => topic.articles.length > 0);
}

export function countArticles(topics: HelpTopic[]): number {
  return topics.reduce((sum, topic) => sum + topic.articles.length, 0);
}
