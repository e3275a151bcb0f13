import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import QRCode from 'qrcode';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import type { RunningProduct } from './product';
import { insertPublishedInvitation, startProductWithUsers } from './seeded-users';
import { DEMO_USER } from './session';

export interface GuestsProduct extends RunningProduct {
  invitationId: string;
  slug: string;
}

/**
 * The product started on a data folder that already holds the demo couple's published invitation,
 * inserted before the server opens the embedded database. The server's access-token secret is
 * the product's, so `signInAs` signs tokens it accepts.
 */
export async function startProductWithInvitation(): Promise<GuestsProduct> {
  const slug = `rina-dimas-${randomBytes(3).toString('hex')}`;
  let invitationId = '';
  const product = await startProductWithUsers([], async (sql) => {
    invitationId = await insertPublishedInvitation(sql, {
      userId: DEMO_USER.user_id,
      slug,
      content: {
        brideName: 'Rina',
        groomName: 'Dimas',
        tanggal_acara_ibadah_pernikahan: '2026-09-12',
      },
    });
  });
  return { ...product, invitationId, slug };
}

/**
 * A one-frame Y4M video of a QR code for Chromium's fake camera: white page, black modules, in the
 * 4:2:0 layout Chromium reads (luma plane, then two flat chroma planes).
 */
export function writeQrVideo(text: string, file: string, width = 640, height = 480): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor(Math.min(width, height) / (size + 8));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        luma.fill(
          16,
          (top + row * scale + y) * width + left + col * scale,
          (top + row * scale + y) * width + left + (col + 1) * scale,
        );
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma]));
}

/** Chromium whose camera shows the given Y4M file, with the permission prompt answered yes. */
export function launchBrowserWithCamera(videoFile: string): Promise<Browser> {
  return launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
  ]);
}
