import type { CachedPage, InvitationPageCache } from './page-cache';

/** An invitation page as it went out: its headers, its bytes and the page entry it came from. */
export interface HotAnswer {
  entry: CachedPage;
  /** The entry's `checkedAt` when the answer was made: a later check may have found news. */
  checkedAt: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer;
}

/** The request headers an answer is made from, as Node gives them. */
export type HotHeaders = Readonly<{
  host?: string;
  'accept-encoding'?: string;
  'accept-language'?: string;
}>;

/**
 * What a plain page answer is made from in the request itself: the encodings the client accepts,
 * the host, the browser's languages and the path with its query (name, language, wishes page,
 * map, notices). Kept as the client sent them: two spellings of one choice are two entries, and
 * nothing is worked out before a repeat is found.
 */
export interface HotRequest {
  encodings: string;
  host: string;
  languages: string;
  url: string;
}

/**
 * The request's part in its answer, or null for what a repeat must not skip: a personal link (its
 * visit is recorded, its answer is private) and an answer link (`?jawaban=` is read from the
 * database). Only such requests' answers are kept, so a repeat found by its address is one.
 */
export function hotRequest(
  headers: HotHeaders,
  url: string,
  query: Record<string, unknown>,
): HotRequest | null {
  if (query.g !== undefined || query.jawaban !== undefined) return null;
  return requestOf(headers, url);
}

const requestOf = (headers: HotHeaders, url: string): HotRequest => ({
  encodings: headers['accept-encoding'] ?? '',
  host: headers.host ?? '',
  languages: headers['accept-language'] ?? '',
  url,
});

/** Whether a request kept earlier is this one, read from the headers without making an object. */
const isRequest = (request: HotRequest, headers: HotHeaders, url: string) =>
  request.url === url &&
  request.host === (headers.host ?? '') &&
  request.languages === (headers['accept-language'] ?? '') &&
  request.encodings === (headers['accept-encoding'] ?? '');

const keyOf = (request: HotRequest) =>
  `${request.encodings}\n${request.host}\n${request.languages}\n${request.url}`;

/**
 * The page answers made in the current second, by the request as it came (`hotRequest`). When a
 * link is shared in a busy group, one page is opened again and again within a second, and all an
 * answer depends on is in the request, or turns with the second (the countdown, an RSVP
 * closing), or lives in its page entry (the version and the guest book: the page cache says
 * whether an answer made from an entry still serves, `InvitationPageCache.serves`). So a repeat
 * is answered before its address is checked and without working out its name, language, notices
 * and keys again: that work was a third of what a page cost beyond the cheapest route (issue 32).
 * The first request of a second builds the answer as before, and a new second starts empty. The
 * request asked for last is compared with the headers field by field before the map is asked: a
 * joined key, or an object to compare, is new memory on every request.
 */
export class HotAnswers {
  private second = Number.NaN;
  private readonly answers = new Map<string, HotAnswer>();
  private recent: { request: HotRequest; answer: HotAnswer } | null = null;

  constructor(
    private readonly pages: Pick<InvitationPageCache, 'serves'>,
    private readonly maxAnswers = 1000,
  ) {}

  get(headers: HotHeaders, url: string, nowMs: number): HotAnswer | undefined {
    if (Math.floor(nowMs / 1000) !== this.second) return undefined;
    const last = this.recent;
    let answer = last && isRequest(last.request, headers, url) ? last.answer : undefined;
    if (!answer) {
      const request = requestOf(headers, url);
      answer = this.answers.get(keyOf(request));
      if (answer) this.recent = { request, answer };
    }
    if (!answer || !this.pages.serves(answer.entry, answer.checkedAt)) return undefined;
    return answer;
  }

  set(request: HotRequest, nowMs: number, answer: HotAnswer): void {
    const second = Math.floor(nowMs / 1000);
    if (second !== this.second) {
      this.answers.clear();
      this.second = second;
    }
    this.recent = { request, answer };
    if (this.answers.size < this.maxAnswers) this.answers.set(keyOf(request), answer);
  }
}
