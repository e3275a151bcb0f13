import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, createSmtpMailer } from './mailer';

describe('SMTP mailer', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk) => (raw += chunk));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers HTML and text over a real SMTP conversation', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Kabar <halo@kabar.id>');
    await mailer.send({
      to: 'rina@example.test',
      subject: 'Kode reset',
      html: '<p>Kode: <b>123987</b></p>',
      text: 'Kode: 123987',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Kode reset');
    expect(received[0]).toContain('To: rina@example.test');
    expect(received[0]).toContain('text/html');
    expect(received[0]).toContain('text/plain');
  });
});

describe('outbox mailer', () => {
  it('keeps messages as files, newest first', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-outbox-'));
    const mailer = createOutboxMailer(dir);
    await mailer.send({ to: 'a@example.test', subject: 'Satu', html: '<p>1</p>', text: '1' });
    await mailer.send({ to: 'b@example.test', subject: 'Dua', html: '<p>2</p>', text: '2' });
    const list = await mailer.list();
    expect(list.map((m) => m.subject)).toEqual(['Dua', 'Satu']);
  });
});
