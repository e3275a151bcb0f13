/**
 * The guard flag (docs/product-rules.md, Sessions): 'true' under isAuthenticated in persistent or
 * session storage.
 */
export const AUTH_FLAG_KEY = 'isAuthenticated';

export function isAuthenticatedFlagSet(): boolean {
  try {
    return (
      localStorage.getItem(AUTH_FLAG_KEY) === 'true' ||
      sessionStorage.getItem(AUTH_FLAG_KEY) === 'true'
    );
  } catch {
    return false;
  }
}
