import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { SessionPayload } from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { storeSession } from '@/lib/session-storage';

/** Spec section 9: success goes to the dashboard 2 s after the message. */
export const REDIRECT_DELAY_MS = 2000;

/**
 * Stores the session (persistent for "Ingat saya", registration and Google; this tab otherwise),
 * shows the success toast and goes to /dashboard/set-theme after 2 s. The refresh token stays in
 * its httpOnly cookie; nothing of it is stored here.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (payload: SessionPayload, persistent: boolean, message: string) => {
      storeSession({ token: payload.token, user: payload.user }, persistent);
      toast.success(message);
      timer.current = setTimeout(
        () => navigate(paths.dashboard.setTheme.getHref(), { replace: true }),
        REDIRECT_DELAY_MS,
      );
    },
    [navigate],
  );
}
