import type { FastifyPluginAsync } from 'fastify';
import { createOutboxMailer } from '../mail/mailer';
import { listSmsOutbox } from '../sms/development-sms-sender';
import { smsOutboxDir } from '../sms/create-sms-sender';
import { escapeHtml as e } from '@kabar/shared';
import { devPage } from './html';

/**
 * Development only: what the product would have sent. Emails from the outbox folder (used when
 * SMTP_URL is unset) and SMS from the development sender, newest first.
 */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  const outbox = createOutboxMailer(app.config.outboxDir);

  app.get('/dev/outbox', async (_request, reply) => {
    const [mails, texts] = await Promise.all([
      outbox.list(),
      listSmsOutbox(smsOutboxDir(app.config)),
    ]);
    const smtpNote = app.config.smtpUrl
      ? `<p class="note">SMTP_URL diatur: email dikirim lewat ${e(app.mailer.target)} dan tidak tampil di sini.</p>`
      : '';
    const mailCards = mails.length
      ? mails
          .map(
            (mail) => `<article class="card" data-testid="outbox-mail">
  <div class="meta">${e(new Date(mail.sentAt).toLocaleString('id-ID'))} · kepada ${e(mail.to)}</div>
  <h3 style="margin:6px 0">${e(mail.subject)}</h3>
  <pre>${e(mail.text)}</pre>
  <a class="button" href="/dev/outbox/${encodeURIComponent(mail.id)}" target="_blank" rel="noopener">Lihat HTML</a>
</article>`,
          )
          .join('\n')
      : '<p class="note">Belum ada email.</p>';
    const smsCards = texts.length
      ? texts
          .map(
            (sms) => `<article class="card" data-testid="outbox-sms">
  <div class="meta">${e(new Date(sms.sentAt).toLocaleString('id-ID'))} · ke ${e(sms.to)}</div>
  <pre>${e(sms.text)}</pre>
</article>`,
          )
          .join('\n')
      : '<p class="note">Belum ada SMS.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        devPage(
          'Kotak keluar pengembangan',
          `<h1>Kotak keluar</h1>
<p class="note">Hanya di mode pengembangan: pesan yang akan dikirim ${e(app.config.site.brandName)}.</p>
${smtpNote}
<h2>Email</h2>
${mailCards}
<h2>SMS</h2>
${smsCards}`,
        ),
      );
  });

  /** One email's HTML, sandboxed: no scripts, an opaque origin. */
  app.get<{ Params: { id: string } }>('/dev/outbox/:id', async (request, reply) => {
    const mail = (await outbox.list()).find((entry) => entry.id === request.params.id);
    if (!mail) return reply.status(404).type('text/plain; charset=utf-8').send('Tidak ditemukan.');
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', 'sandbox')
      .header('Cache-Control', 'no-store')
      .send(mail.html);
  });
};
