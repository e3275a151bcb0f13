import { setAuthHooks } from './api-client';
import { getAccessToken } from './session-storage';

/** Attaches the access token to API calls while it is valid. Token refresh plugs in here. */
export function installAuthHooks(): void {
  setAuthHooks({
    headers(): Record<string, string> {
      const token = getAccessToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    async onUnauthorized() {
      return false;
    },
  });
}
