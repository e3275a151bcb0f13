import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ApiError } from './api-client';

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const reply = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    if (req.url === '/ok')
      return reply(200, JSON.stringify({ data: { a: 1 }, meta: { code: 200, msg: 'OK' } }));
    if (req.url === '/echo') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () =>
        reply(
          200,
          JSON.stringify({
            data: { method: req.method, body: JSON.parse(body), type: req.headers['content-type'] },
            meta: { code: 200, msg: 'OK' },
          }),
        ),
      );
      return;
    }
    if (req.url === '/invalid')
      return reply(
        422,
        JSON.stringify({
          data: { errors: { email: 'Email wajib diisi', phone: 'Format nomor HP tidak valid' } },
          meta: { code: 422, msg: 'x' },
        }),
      );
    if (req.url === '/msg')
      return reply(
        404,
        JSON.stringify({ data: null, meta: { code: 404, msg: 'Tema tidak ditemukan.' } }),
      );
    if (req.url === '/plain') return reply(502, 'bad gateway', 'text/plain');
    if (req.url === '/slow') return void setTimeout(() => reply(200, '{}'), 500);
    reply(404, '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('api client', () => {
  it('resolves with the envelope', async () => {
    expect(await api.get(`${base}/ok`)).toEqual({ data: { a: 1 }, meta: { code: 200, msg: 'OK' } });
  });

  it('sends JSON bodies with every method', async () => {
    for (const call of [api.post, api.put, api.patch] as const) {
      const res = await call<{ method: string; body: unknown; type: string }>(`${base}/echo`, {
        x: 1,
      });
      expect(res.data.body).toEqual({ x: 1 });
      expect(res.data.type).toBe('application/json');
    }
  });

  it('joins the messages of data.errors with ". "', async () => {
    await expect(api.post(`${base}/invalid`, {})).rejects.toThrow(
      'Email wajib diisi. Format nomor HP tidak valid',
    );
  });

  it('uses meta.msg, else HTTP {status}: {statusText}', async () => {
    await expect(api.get(`${base}/msg`)).rejects.toMatchObject({
      message: 'Tema tidak ditemukan.',
      status: 404,
    });
    const error = await api.get(`${base}/plain`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('HTTP 502: Bad Gateway');
  });

  it("answers 'Request timeout' when the server is too slow", async () => {
    await expect(api.get(`${base}/slow`, { timeoutMs: 100 })).rejects.toThrow('Request timeout');
  });

  it("answers 'Network Error' when nothing listens", async () => {
    await expect(api.get('http://127.0.0.1:1/none')).rejects.toThrow('Network Error');
  });
});
