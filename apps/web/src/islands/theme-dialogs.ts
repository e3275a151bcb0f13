import type { IslandTheme } from '@/components/theme/island-theme';
import {
  demoPartUrl,
  demoTitle,
  detailTitle,
  TAG_CLASS,
  themeTagLabels,
} from '@/components/theme/theme-detail';
import { copyText } from '@/features/themes/lib/copy-text';
import { shareTheme } from '@/features/themes/lib/share-theme';
import { COPIED_LABEL, COPIED_MS, COPY_LABEL } from '@/features/themes/lib/website-dialog';
import { actionOf, all, one } from './dom';
import { openDialog } from './dialog';

/** The card's theme, as the server wrote it into the card (components/theme/island-theme.ts). */
function cardTheme(button: HTMLElement): { card: HTMLElement; theme: IslandTheme } | null {
  const card = button.closest<HTMLElement>('[data-theme]');
  if (!card?.dataset.theme) return null;
  return { card, theme: JSON.parse(card.dataset.theme) as IslandTheme };
}

/** The dialog's demo frame, made in the place the server left for it the first time it is asked for. */
function demoFrame(dialog: HTMLDialogElement): HTMLIFrameElement | null {
  const frame = one<HTMLIFrameElement>('[data-slot="demo"]', dialog);
  if (frame) return frame;
  const place = one('[data-slot="demo-frame"]', dialog);
  if (!place) return null;
  const made = document.createElement('iframe');
  made.dataset.slot = 'demo';
  made.className = place.className;
  place.replaceWith(made);
  return made;
}

const setText = (root: ParentNode, slot: string, text: string) => {
  const element = one(`[data-slot="${slot}"]`, root);
  if (element) element.textContent = text;
};

/** A card's Detail, Website and Share buttons, and the two dialogs they open. */
export function bindThemeDialogs(): void {
  const detail = one<HTMLDialogElement>('dialog[data-island="theme-detail"]');
  const website = one<HTMLDialogElement>('dialog[data-island="website"]');
  let demoUrl = '';
  let copiedTimer = 0;

  document.addEventListener('click', (event) => {
    const button =
      actionOf(event, 'detail') ?? actionOf(event, 'website') ?? actionOf(event, 'share');
    const found = button && cardTheme(button);
    const url = found?.theme.website_url;
    if (!button || !found || !url) return;
    const { card, theme } = found;
    if (button.dataset.action === 'share') {
      void shareTheme({ theme_name: theme.theme_name, website_url: url });
    } else if (button.dataset.action === 'detail' && detail) {
      demoUrl = url;
      setText(detail, 'title', detailTitle(theme.theme_name));
      setText(detail, 'badge', one('[data-testid="price-badge"]', card)?.textContent ?? '');
      setText(detail, 'description', one('[data-slot="description"]', card)?.textContent ?? '');
      one('[data-slot="tags"]', detail)?.replaceChildren(
        ...themeTagLabels(theme.tags).map((label) => {
          const item = document.createElement('li');
          item.className = TAG_CLASS;
          item.textContent = label;
          return item;
        }),
      );
      showPart(detail, '');
      const frame = one<HTMLIFrameElement>('[data-slot="demo"]', detail);
      if (frame) frame.title = demoTitle(theme.theme_name);
      one<HTMLAnchorElement>('[data-slot="open"]', detail)?.setAttribute('href', url);
      openDialog(detail);
    } else if (button.dataset.action === 'website' && website) {
      setText(website, 'description', theme.theme_name);
      const field = one<HTMLInputElement>('[data-slot="url"]', website);
      if (field) field.value = url;
      one<HTMLAnchorElement>('[data-slot="open"]', website)?.setAttribute('href', url);
      showCopied(website, false);
      openDialog(website);
    }
  });

  // The demo plays music: closing the dialog ends it, as the app's dialog leaving the page does.
  detail?.addEventListener('close', () =>
    one<HTMLIFrameElement>('[data-slot="demo"]', detail)?.removeAttribute('src'),
  );
  detail?.addEventListener('click', (event) => {
    const part = actionOf(event, 'demo-part');
    if (part) showPart(detail, part.dataset.part ?? '');
  });
  function showPart(dialog: HTMLDialogElement, part: string) {
    for (const button of all('[data-action="demo-part"]', dialog)) {
      button.setAttribute('aria-pressed', String(button.dataset.part === part));
    }
    const frame = demoFrame(dialog);
    if (frame) frame.src = demoPartUrl(demoUrl, part);
  }

  website?.addEventListener('click', (event) => {
    if (!actionOf(event, 'copy')) return;
    const url = one<HTMLInputElement>('[data-slot="url"]', website)?.value ?? '';
    void copyText(url).then((copied) => {
      if (!copied) return;
      showCopied(website, true);
      clearTimeout(copiedTimer);
      copiedTimer = window.setTimeout(() => showCopied(website, false), COPIED_MS);
    });
  });
  function showCopied(dialog: HTMLDialogElement, copied: boolean) {
    setText(dialog, 'copy-label', copied ? COPIED_LABEL : COPY_LABEL);
    const copiedIcon = one('[data-slot="copied-icon"]', dialog);
    const copyIcon = one('[data-slot="copy-icon"]', dialog);
    copiedIcon?.toggleAttribute('hidden', !copied);
    copyIcon?.toggleAttribute('hidden', copied);
  }
}
