import sharp, { type OverlayOptions } from 'sharp';
import { escapeHtml, guestCopy } from '@kabar/shared';
import { DESIGN_PARTS, type FontSpec, type PageModel } from '@kabar/themes';
import { fontFileForImages } from './font-files';

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;
const PHOTO_WIDTH = 520;
const TEXT_WIDTH = OG_WIDTH - PHOTO_WIDTH;
/** fontsource's single-weight files name their family with the weight, e.g. 'Cormorant Garamond Medium'. */
const WEIGHT_NAMES: Record<number, string> = {
  300: 'Light',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
};

async function textImage(
  markup: string,
  font: { file: string; family: string },
  size: number,
  width: number,
) {
  const { data, info } = await sharp({
    text: {
      text: markup,
      fontfile: font.file,
      font: `${font.family}, ${size}`,
      width,
      align: 'centre',
      rgba: true,
      dpi: 72,
      wrap: 'word',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The 1200x630 link-preview picture WhatsApp and others show: the prewedding photo on the right,
 * 'The Wedding of', the couple's names and the date on the left, in the theme's colours and fonts.
 */
export async function renderOgImage(model: PageModel, photo: Buffer | null): Promise<Buffer> {
  const { variant } = model;
  const fonts = DESIGN_PARTS[model.design].ogFonts;
  const describe = (font: FontSpec) =>
    font.weight === 400 ? font.family : `${font.family} ${WEIGHT_NAMES[font.weight] ?? ''}`.trim();
  const namesFont = { file: fontFileForImages(fonts.names), family: describe(fonts.names) };
  const textFont = { file: fontFileForImages(fonts.text), family: describe(fonts.text) };
  const color = (hex: string, text: string) =>
    `<span foreground="${hex}">${escapeHtml(text)}</span>`;
  const kicker = await textImage(
    `<span letter_spacing="6000">${color(variant.accentInk, guestCopy(model.lang).page.weddingOf.toUpperCase())}</span>`,
    textFont,
    26,
    TEXT_WIDTH - 80,
  );
  const names = await textImage(
    color(variant.accentInk, `${model.bride.shortName} & ${model.groom.shortName}`),
    namesFont,
    model.design === 'wastra' ? 72 : 96,
    TEXT_WIDTH - 80,
  );
  const date = model.coverDate
    ? await textImage(color(variant.ink, model.coverDate), textFont, 32, TEXT_WIDTH - 80)
    : null;

  const gap = 22;
  const blockHeight = kicker.height + gap + names.height + (date ? gap + date.height : 0);
  let top = Math.max(30, Math.round((OG_HEIGHT - blockHeight) / 2));
  const layers: OverlayOptions[] = [];
  if (photo) {
    const cropped = await sharp(photo)
      .resize(PHOTO_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' })
      .toBuffer();
    layers.push({ input: cropped, left: TEXT_WIDTH, top: 0 });
  }
  const frame = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}"><rect x="24" y="24" width="${TEXT_WIDTH - 48}" height="${OG_HEIGHT - 48}" fill="none" stroke="${variant.accent}" stroke-width="2"/><rect x="34" y="34" width="${TEXT_WIDTH - 68}" height="${OG_HEIGHT - 68}" fill="none" stroke="${variant.accent}" stroke-opacity="0.5" stroke-width="1"/></svg>`,
  );
  layers.push({ input: frame, left: 0, top: 0 });
  for (const part of [kicker, names, date]) {
    if (!part) continue;
    layers.push({ input: part.data, left: Math.round((TEXT_WIDTH - part.width) / 2), top });
    top += part.height + gap;
  }
  return sharp({
    create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: variant.bg },
  })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
