import { describe, expect, it } from 'vitest';
import { pageResponseKey, PageResponseCache } from './response-cache';

describe('PageResponseCache', () => {
  it('keeps pages within its byte budget, the least recently used out first', () => {
    const cache = new PageResponseCache(3_100);
    const page = (fill: number) => Buffer.alloc(1_000, fill);
    cache.set('a', page(1));
    cache.set('b', page(2));
    cache.set('c', page(3));
    expect(cache.get('a')?.[0]).toBe(1);
    cache.set('d', page(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.[0]).toBe(1);
    expect(cache.get('c')?.[0]).toBe(3);
    expect(cache.get('d')?.[0]).toBe(4);
    expect(cache.size).toBe(3);
  });

  it('answers the page asked for again and again, and keeps none larger than its budget', () => {
    const cache = new PageResponseCache(2_100);
    cache.set('a', Buffer.alloc(1_000, 1));
    cache.set('b', Buffer.alloc(1_000, 2));
    for (let i = 0; i < 3; i += 1) expect(cache.get('a')?.[0]).toBe(1);
    cache.set('c', Buffer.alloc(1_000, 3));
    expect(cache.get('b')).toBeUndefined();
    cache.set('huge', Buffer.alloc(3_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('counts a page set again once', () => {
    const cache = new PageResponseCache(2_100);
    cache.set('a', Buffer.alloc(1_000));
    cache.set('a', Buffer.alloc(1_000));
    cache.set('b', Buffer.alloc(1_000));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeDefined();
  });

  it('keys apart by template, page of wishes, encoding and request', () => {
    const template = { parts: [], slots: [] };
    const other = { parts: [], slots: [] };
    const wishes = {};
    const keys = [
      pageResponseKey(template, wishes, 'gzip', '["Budi"]'),
      pageResponseKey(other, wishes, 'gzip', '["Budi"]'),
      pageResponseKey(template, {}, 'gzip', '["Budi"]'),
      pageResponseKey(template, null, 'gzip', '["Budi"]'),
      pageResponseKey(template, wishes, 'identity', '["Budi"]'),
      pageResponseKey(template, wishes, 'gzip', '["Sari"]'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(pageResponseKey(template, wishes, 'gzip', '["Budi"]')).toBe(keys[0]);
  });
});
