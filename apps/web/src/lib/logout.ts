import { api } from './api-client';
import { clearSession } from './session-storage';
import { clearUserLocalData } from './user-local-data';

/**
 * Ends the session (docs/product-rules.md, Sessions): tells the server (errors ignored), then
 * clears the auth flags, tokens and user in both storages. The caller navigates to /login.
 */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout', {});
  } catch {
    // A failed logout call changes nothing: the local session is cleared either way.
  }
  clearSession();
  clearUserLocalData();
}
