import { describe, expect, it } from 'vitest';
import { HotAnswers, hotRequest, type HotAnswer, type HotRequest } from './hot-answers';
import type { CachedPage } from './page-cache';

/** A page cache whose entries all still serve: the rule itself is the page cache's. */
const fresh = { serves: () => true };
const answer = (text: string): HotAnswer => ({
  entry: {} as CachedPage,
  checkedAt: 0,
  headers: {},
  body: Buffer.from(text),
});
const headersOf = (more: { languages?: string; host?: string; encodings?: string }) => ({
  host: more.host ?? 'kabar.test',
  'accept-language': more.languages,
  'accept-encoding': more.encodings,
});
const asked = (url: string, more: { languages?: string; host?: string; encodings?: string } = {}) =>
  hotRequest(headersOf(more), url, Object.fromEntries(new URL(url, 'http://x').searchParams))!;
/** Looks an answer up as a route does: by the request's headers and address. */
const lookUp = (answers: HotAnswers, request: HotRequest, nowMs: number): HotAnswer | undefined =>
  answers.get(
    {
      host: request.host,
      'accept-language': request.languages || undefined,
      'accept-encoding': request.encodings || undefined,
    },
    request.url,
    nowMs,
  );

describe('HotAnswers', () => {
  it('gives an answer back to the same request in the same second, and not in the next', () => {
    const answers = new HotAnswers(fresh);
    const second = 1_800_000_000_000;
    answers.set(asked('/sinta?to=Budi'), second + 100, answer('Budi'));
    expect(lookUp(answers, asked('/sinta?to=Budi'), second + 999)?.body.toString()).toBe('Budi');
    expect(lookUp(answers, asked('/sinta?to=Budi'), second + 1000)).toBeUndefined();
    answers.set(asked('/sinta?to=Sari'), second + 1000, answer('Sari'));
    expect(lookUp(answers, asked('/sinta?to=Budi'), second + 1001)).toBeUndefined();
  });

  it('keeps apart what the request says: path and query, languages, host and encodings', () => {
    const answers = new HotAnswers(fresh);
    const now = 1_800_000_000_500;
    const requests = [
      asked('/sinta?to=Budi'),
      asked('/sinta?to=Budi&lang=en'),
      asked('/sinta?to=Budi', { languages: 'en-US,en' }),
      asked('/sinta?to=Budi', { host: 'sinta.kabar.test' }),
      asked('/sinta?to=Budi', { encodings: 'gzip' }),
    ];
    requests.forEach((request, i) => answers.set(request, now, answer(String(i))));
    // Asked out of order, so the last answer kept aside is never the one wanted.
    for (const i of [0, 4, 1, 3, 2, 0]) {
      expect(lookUp(answers, requests[i]!, now)?.body.toString()).toBe(String(i));
    }
    expect(lookUp(answers, asked('/sinta?to=Bud'), now)).toBeUndefined();
  });

  it('keeps at most its limit in a second', () => {
    const answers = new HotAnswers(fresh, 2);
    const now = 1_800_000_000_000;
    for (const name of ['A', 'B', 'C']) answers.set(asked(`/s?to=${name}`), now, answer(name));
    expect(lookUp(answers, asked('/s?to=A'), now)).toBeDefined();
    expect(lookUp(answers, asked('/s?to=B'), now)).toBeDefined();
    // Not kept in the map; only as the last one made, until another is asked for.
    expect(lookUp(answers, asked('/s?to=C'), now)).toBeUndefined();
  });

  it('leaves out personal links and answer links', () => {
    expect(asked('/sinta?to=Budi')).not.toBeNull();
    const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
    for (const url of ['/sinta?g=abc', '/sinta?jawaban=0b7c6c1e-3c2a-4f31-9a57-9d4b1d7e0c11']) {
      expect(hotRequest({}, url, query(url))).toBeNull();
    }
  });
});
