/** @jsxRuntime automatic @jsxImportSource react */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ThemeAssets } from '../assets/build-assets';
import { Document } from '../components/document';
import { DESIGN_PARTS } from '../designs';
import type { PageModel } from '../model/page-model';
import { compileTemplate, type PageTemplate } from './slots';

/** Renders the page once; what differs per guest or per request stays as slots. */
export function renderPageTemplate(model: PageModel, assets: ThemeAssets): PageTemplate {
  const markup = renderToStaticMarkup(
    <Document model={model} design={DESIGN_PARTS[model.design]} assets={assets} />,
  );
  return compileTemplate(`<!DOCTYPE html>${markup}`);
}
