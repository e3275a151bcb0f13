import zlib from 'node:zlib';
import fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress, sendPrecompressed } from './precompressed';

const text = 'Selamat datang di Kabar. '.repeat(200);
const app = fastify();

beforeAll(async () => {
  // As in app.ts: @fastify/compress is registered for every route and must leave these alone.
  await app.register(fastifyCompress, { threshold: 1024 });
  const body = precompress(text);
  app.get('/page', (request, reply) =>
    sendPrecompressed(request, reply.type('text/html; charset=utf-8'), body),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('sendPrecompressed', () => {
  it('sends the form the client accepts, brotli first, and says it varies by it', async () => {
    const ask = (encoding?: string) =>
      app.inject({ url: '/page', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(text);
    const refused = await ask('br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
  });

  it('answers every request from the same compressed bytes', async () => {
    const first = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    const second = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.rawPayload.length).toBeLessThan(text.length / 10);
  });
});
