import { AUTH_MESSAGES } from '@kabar/shared';
import { paths } from '@/config/paths';
import type { GoogleConfig } from './api/google';

const CHANNEL = 'kabar-google-sign-in';
const MESSAGE_TYPE = 'kabar-google-sign-in';
/** How long after the popup closes a late answer is still awaited. */
const CLOSE_GRACE_MS = 1500;

export const GOOGLE_MESSAGES = {
  popupBlocked: 'Popup diblokir browser. Izinkan popup dan coba lagi.',
  cancelled: 'Login dibatalkan. Silakan coba lagi.',
  requestCancelled: 'Permintaan login dibatalkan. Silakan coba lagi.',
  notAllowed: AUTH_MESSAGES.googleNotAllowed,
  failed: AUTH_MESSAGES.googleDefaultError,
} as const;

interface PopupResult {
  type: typeof MESSAGE_TYPE;
  state: string | null;
  idToken: string | null;
  error: string | null;
}

function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function nonceOf(idToken: string): string | null {
  try {
    const payload = JSON.parse(
      atob(idToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as { nonce?: unknown };
    return typeof payload.nonce === 'string' ? payload.nonce : null;
  } catch {
    return null;
  }
}

/**
 * Google sign-in in a popup with the OpenID Connect implicit flow (response_type=id_token), the
 * same protocol against Google and the local development issuer. The popup's callback page hands
 * the ID token back over a BroadcastChannel (and postMessage), which also works when the popup
 * lost its opener on the way through Google. Resolves with the ID token.
 */
export function signInWithGooglePopup(config: GoogleConfig): Promise<string> {
  if (!config.enabled || !config.authorize_url || !config.client_id) {
    return Promise.reject(new Error(GOOGLE_MESSAGES.notAllowed));
  }
  const state = randomString();
  const nonce = randomString();
  const url = new URL(config.authorize_url, window.location.origin);
  url.search = new URLSearchParams({
    client_id: config.client_id,
    redirect_uri: `${window.location.origin}${paths.googleCallback.getHref()}`,
    response_type: 'id_token',
    scope: 'openid email profile',
    prompt: 'select_account',
    state,
    nonce,
  }).toString();

  const width = 480;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    url.toString(),
    'kabar-google',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) return Promise.reject(new Error(GOOGLE_MESSAGES.popupBlocked));

  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(CHANNEL);
    let closedAt: number | null = null;
    const finish = () => {
      channel.close();
      window.removeEventListener('message', onWindowMessage);
      clearInterval(watch);
    };
    const onResult = (result: PopupResult) => {
      if (result?.type !== MESSAGE_TYPE || result.state !== state) return;
      finish();
      if (result.error) {
        reject(
          new Error(
            result.error === 'access_denied'
              ? GOOGLE_MESSAGES.requestCancelled
              : GOOGLE_MESSAGES.failed,
          ),
        );
      } else if (!result.idToken || nonceOf(result.idToken) !== nonce) {
        reject(new Error(GOOGLE_MESSAGES.failed));
      } else {
        resolve(result.idToken);
      }
    };
    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) onResult(event.data as PopupResult);
    };
    channel.onmessage = (event) => onResult(event.data as PopupResult);
    window.addEventListener('message', onWindowMessage);
    const watch = setInterval(() => {
      if (!popup.closed) return;
      closedAt ??= Date.now();
      if (Date.now() - closedAt > CLOSE_GRACE_MS) {
        finish();
        reject(new Error(GOOGLE_MESSAGES.cancelled));
      }
    }, 300);
  });
}

/** Runs in the popup at the callback address: hands the fragment's answer back, then closes. */
export function deliverGoogleResult(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const result: PopupResult = {
    type: MESSAGE_TYPE,
    state: params.get('state'),
    idToken: params.get('id_token'),
    error: params.get('error'),
  };
  if (!result.state) return false;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(result);
  channel.close();
  window.opener?.postMessage(result, window.location.origin);
  return true;
}
