import fs from 'node:fs';
import path from 'node:path';
import { THEME_CATALOGUE, type CatalogueTheme } from '@kabar/themes/catalogue/catalogue';
import { previewInputsHash } from '@kabar/themes/designs/preview-inputs';

/** Beside assets/theme-photos (not in it, so it is not served): each preview's inputs by code. */
const INPUTS_FILE = path.resolve(import.meta.dirname, '../../../assets/theme-preview-inputs.json');

export const PREVIEW_SCRIPT =
  'npm run build && node --import tsx apps/server/scripts/generate-theme-previews.ts';

export function readPreviewInputs(): Record<string, string> {
  return fs.existsSync(INPUTS_FILE)
    ? (JSON.parse(fs.readFileSync(INPUTS_FILE, 'utf8')) as Record<string, string>)
    : {};
}

/** Records the themes just rendered, keeping the others' entries; one line per theme, sorted. */
export function recordPreviewInputs(rendered: CatalogueTheme[]): void {
  const entries = { ...readPreviewInputs() };
  for (const theme of rendered) entries[theme.code] = previewInputsHash(theme);
  const known = new Set(THEME_CATALOGUE.map((theme) => theme.code));
  const sorted = Object.keys(entries)
    .filter((code) => known.has(code))
    .sort()
    .map((code) => [code, entries[code]]);
  fs.writeFileSync(INPUTS_FILE, `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`);
}

/** The codes of themes whose preview was drawn from other inputs than today's, or never. */
export function stalePreviews(
  themes: CatalogueTheme[] = THEME_CATALOGUE,
  recorded: Record<string, string> = readPreviewInputs(),
): string[] {
  return themes
    .filter((theme) => recorded[theme.code] !== previewInputsHash(theme))
    .map((theme) => theme.code);
}
