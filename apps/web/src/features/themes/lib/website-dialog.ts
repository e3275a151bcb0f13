/** How long 'Tersalin!' stays on the button, as on every copy button. */
export const COPIED_MS = 2000;

export const WEBSITE_DIALOG_TITLE = 'Website Undangan';
export const COPY_LABEL = 'Copy Link';
export const COPIED_LABEL = 'Tersalin!';
