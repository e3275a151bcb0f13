import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '@/lib/logout';

/**
 * Ends the session (server errors ignored: the couple is signed out anyway), forgets every answer
 * cached for this couple so the next account starts clean, and goes to /login.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    await logout();
    queryClient.clear();
    setSigningOut(false);
    await navigate(paths.login.getHref(), { replace: true });
  }, [navigate, queryClient]);
  return { signOut, signingOut };
}
