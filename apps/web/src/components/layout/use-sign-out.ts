import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '@/lib/logout';

/** Ends the session (server errors ignored, as the spec says) and goes to /login. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    await logout();
    setSigningOut(false);
    await navigate(paths.login.getHref());
  }, [navigate]);
  return { signOut, signingOut };
}
