/** @jsxRuntime automatic @jsxImportSource react */
import { guestCopy } from '@kabar/shared';
import type { ThemeAssets } from '../assets/build-assets';
import type { PageFont } from '../assets/page-fonts';
import type { PageModel } from '../model/page-model';
import { Closing } from '../components/closing';
import type { DesignParts } from '../components/design-parts';
import { Overlays } from '../components/overlays';
import { Sections } from '../components/sections';
import { slot } from '../model/slots';

function rgba(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}

function variantCss(model: PageModel): string {
  const v = model.variant;
  return `:root{--bg:${v.bg};--bg2:${v.bg2};--surface:${v.surface};--ink:${v.ink};--muted:${v.muted};--accent:${v.accent};--accent-ink:${v.accentInk};--button:${v.button};--on-button:${v.onButton};--line:${rgba(v.ink, 0.2)};--tint:${rgba(v.accent, 0.16)};--shade:${rgba(v.bg, 0)}}`;
}

/** The page's address in its language: Indonesian is the plain link, English adds `?lang=en`. */
function languageUrl(model: Pick<PageModel, 'canonicalUrl' | 'lang'>): string {
  return model.lang === 'en' ? `${model.canonicalUrl}?lang=en` : model.canonicalUrl!;
}

/** The whole page: head with link-preview tags, the cover, the sections, closing and footer. */
export function Document({
  model,
  design,
  assets,
  pageFont,
}: {
  model: PageModel;
  design: DesignParts;
  assets: ThemeAssets;
  /** The page's own cut of its names face, preloaded in place of the shared one. */
  pageFont?: PageFont;
}) {
  const preloads = assets.fontPreloads[model.design].map((href) =>
    href === pageFont?.replaces ? pageFont.url : href,
  );
  const copy = guestCopy(model.lang);
  const other = model.lang === 'en' ? 'id' : 'en';
  return (
    <html
      lang={copy.page.htmlLang}
      className={model.ornament ? `d-${model.design} o-${model.ornament}` : `d-${model.design}`}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{model.title}</title>
        <meta name="description" content={model.description} />
        <meta name="robots" content={model.indexable ? 'index, follow' : 'noindex, nofollow'} />
        {model.canonicalUrl ? <link rel="canonical" href={languageUrl(model)} /> : null}
        {/* A search engine's hint; a page it may not index (the default) spends no bytes on it. */}
        {model.canonicalUrl && model.indexable ? (
          <link rel="alternate" hrefLang={other} href={languageUrl({ ...model, lang: other })} />
        ) : null}
        <meta name="theme-color" content={model.variant.bg} />
        <link rel="icon" href="data:," />
        <meta property="og:type" content="website" />
        <meta property="og:locale" content={copy.page.ogLocale} />
        <meta property="og:site_name" content={model.brandName} />
        <meta property="og:title" content={model.title} />
        <meta property="og:description" content={model.description} />
        {model.canonicalUrl ? <meta property="og:url" content={languageUrl(model)} /> : null}
        {model.ogImageUrl ? (
          <>
            <meta property="og:image" content={model.ogImageUrl} />
            <meta property="og:image:type" content="image/jpeg" />
            <meta property="og:image:width" content="1200" />
            <meta property="og:image:height" content="630" />
            <meta property="og:image:alt" content={model.title} />
          </>
        ) : null}
        {/* X reads the title, description and image from the og: tags above. */}
        <meta name="twitter:card" content="summary_large_image" />
        {preloads.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        <style
          dangerouslySetInnerHTML={{
            __html:
              assets.css[model.design] +
              (model.personal ? assets.personalCss : '') +
              (model.preview ? assets.previewCss : '') +
              (pageFont?.css ?? '') +
              variantCss(model),
          }}
        />
        <script src={assets.scriptUrl} defer />
      </head>
      <body>
        {design.Sprite}
        <div className="layout">
          <design.Aside model={model} />
          <main className="page">
            {model.preview ? (
              <p className="preview-bar">
                {model.previewOfPublished ? copy.page.previewPublished : copy.page.previewDraft}
              </p>
            ) : null}
            {/* The switch keeps who is reading (`to=`, `g=`) and asks for the other language, named
                in that language as language pickers are (its own name is its accessible name). */}
            {model.preview ? null : (
              <a
                className="lang-switch"
                href={`?${slot('guestQuery')}lang=${other}`}
                hrefLang={other}
                lang={other}
              >
                {copy.page.switchTo}
              </a>
            )}
            <design.Cover model={model} />
            <div id="undangan" className="content">
              <Sections model={model} design={design} />
              <Closing model={model} design={design} />
            </div>
            <footer className="foot">
              <a href={model.homeUrl}>{copy.page.footer(model.brandName)}</a>
            </footer>
          </main>
        </div>
        <Overlays model={model} />
      </body>
    </html>
  );
}
