import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: true,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/** What helmet's own middleware writes onto a real response. */
function helmetOnAResponse(): Record<string, unknown> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(OPTIONS)(request, response, () => {});
  return response.getHeaders();
}

describe('security headers', () => {
  it("answer with exactly helmet's headers, a route's own replacing one", async () => {
    const app = fastify();
    registerSecurityHeaders(app, OPTIONS);
    app.get('/', async () => ({ ok: true }));
    app.get('/page', async (_request, reply) =>
      reply.header('Content-Security-Policy', "default-src 'none'").send('page'),
    );
    const expected = helmetOnAResponse();
    expect(Object.keys(expected).length).toBeGreaterThan(8);

    const answer = await app.inject('/');
    for (const [name, value] of Object.entries(expected)) expect(answer.headers[name]).toBe(value);
    const page = await app.inject('/page');
    expect(page.headers['content-security-policy']).toBe("default-src 'none'");
    expect(page.headers['x-frame-options']).toBe(expected['x-frame-options']);
    await app.close();
  });

  it('refuse a directive computed per request, which one reading would serve to everyone', () => {
    const app = fastify();
    const nonce = () => "'nonce-abc'";
    expect(() =>
      registerSecurityHeaders(app, {
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", nonce] } },
      }),
    ).toThrow(/per request/);
  });
});
