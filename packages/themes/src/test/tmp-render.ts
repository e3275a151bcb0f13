import fs from 'node:fs';
import {
  buildThemeAssets,
  buildPageModel,
  renderPageTemplate,
  fillInvitationPage,
} from '@kabar/themes';
import { sampleInput } from './sample-invitation';
const t0 = performance.now();
const assets = buildThemeAssets();
console.log('assets ms', performance.now() - t0, 'script bytes', assets.scriptBytes);
for (const code of ['melati-putih', 'kebaya-rose', 'keraton-emas']) {
  const model = buildPageModel(sampleInput({ theme: { code, tier: 'basic' } }));
  const t1 = performance.now();
  const tpl = renderPageTemplate(model, assets);
  const html = fillInvitationPage(tpl, model, {
    guestName: 'Budi <b>&',
    now: new Date(),
    wishes: {
      wishes: [
        {
          id: '1',
          name: 'Sari',
          message: '<script>alert(1)</script>\nSelamat!',
          createdAt: new Date(),
        },
      ],
      page: 1,
      totalPages: 2,
      total: 11,
    },
  });
  console.log(
    code,
    'render ms',
    (performance.now() - t1).toFixed(1),
    'bytes',
    html.length,
    'gzip',
    (await import('node:zlib')).gzipSync(html).length,
  );
  fs.writeFileSync(`/tmp/i6-${code}.html`, html);
}
