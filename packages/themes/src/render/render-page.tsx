/** @jsxRuntime automatic @jsxImportSource react */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ThemeAssets } from '../assets/build-assets';
import { namesLetters, SLOT_TAG } from '../assets/names-face';
import type { PageFont } from '../assets/page-fonts';
import { Document } from './document';
import { DESIGN_PARTS } from '../designs';
import type { PageModel } from '../model/page-model';
import { pageSlotValues } from './fill-page';
import { compileTemplate, fillTemplate, type PageTemplate, type SlotValues } from '../model/slots';

/** Renders the page once; what differs per guest or per request stays as slots. */
export function renderPageTemplate(model: PageModel, assets: ThemeAssets): PageTemplate {
  const design = DESIGN_PARTS[model.design];
  const template = compileTemplate(
    `<!DOCTYPE html>${renderToStaticMarkup(<Document model={model} design={design} assets={assets} />)}`,
  );
  const pageFont = pageFontOf(template, model, assets);
  if (!pageFont) return template;
  // Cut now, so the first guest's browser finds it ready.
  void assets.pageFonts.read(pageFont.url.slice(pageFont.url.lastIndexOf('/') + 1));
  return compileTemplate(
    `<!DOCTYPE html>${renderToStaticMarkup(
      <Document model={model} design={design} assets={assets} pageFont={pageFont} />,
    )}`,
  );
}

/**
 * What any request may put into the slots, each value marked: the guest's name, a countdown, a
 * page of wishes and notices, as the real fragments draw them.
 */
function sampleSlots(model: PageModel): SlotValues {
  const target = model.countdownTarget ? Date.parse(model.countdownTarget) : Date.now();
  const values = pageSlotValues(model, {
    guestName: 'Tamu',
    now: new Date(target - 90_061_000),
    wishes: {
      wishes: [{ id: '1', name: 'Tamu', message: 'Selamat', createdAt: new Date(target) }],
      page: 1,
      totalPages: 2,
      total: 2,
    },
    rsvpNotice: { ok: true, text: 'Terima kasih' },
    wishNotice: { ok: false, text: 'Maaf' },
  });
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, `<${SLOT_TAG}>${value}</${SLOT_TAG}>`]),
  );
}

/**
 * The page's own cut of its names face, when the letters it writes there are known now: not where
 * a slot's text lands in that face.
 */
function pageFontOf(
  template: PageTemplate,
  model: PageModel,
  assets: ThemeAssets,
): PageFont | null {
  const face = assets.namesFaces[model.design];
  const letters = face && namesLetters(fillTemplate(template, sampleSlots(model)), face);
  return letters ? assets.pageFonts.forLetters(face.font, letters) : null;
}
