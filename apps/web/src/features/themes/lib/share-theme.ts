import { copyText } from './copy-text';

export const SHARE_COPIED_ALERT = 'Link undangan telah disalin ke clipboard!';

export function shareTitle(themeName: string): string {
  return `Undangan Pernikahan - ${themeName}`;
}

/**
 * Share: the device's own share sheet when it has one, else the link is copied and the
 * visitor is told so. Closing the share sheet without choosing is not an error.
 */
export async function shareTheme(theme: {
  theme_name: string;
  website_url: string;
}): Promise<void> {
  const data = { title: shareTitle(theme.theme_name), url: theme.website_url };
  if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  if (await copyText(theme.website_url)) window.alert(SHARE_COPIED_ALERT);
  else window.prompt('Salin link undangan ini:', theme.website_url);
}
