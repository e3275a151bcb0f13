import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SessionPayload } from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import { storeSession } from '@/lib/session-storage';

/** Success goes to the dashboard 2 s after the message. */
export const REDIRECT_DELAY_MS = 2000;

/**
 * Stores the session (persistent for "Ingat saya", registration and Google; this tab otherwise),
 * shows the success toast and after 2 s goes back to the page that asked for sign-in (a same-site
 * path in ?next=), else to /dashboard, which lands a couple on set-theme and a family helper on
 * the invitation they manage. The refresh token stays in its httpOnly cookie.
 */
export function useFinishSignIn(): {
  finishSignIn: (payload: SessionPayload, persistent: boolean, message: string) => void;
  /** True during the 2 s before leaving: the form shows progress and takes no second submit. */
  redirecting: boolean;
} {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeReturnPath(search.get(RETURN_PARAM));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [redirecting, setRedirecting] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const finishSignIn = useCallback(
    (payload: SessionPayload, persistent: boolean, message: string) => {
      setRedirecting(true);
      storeSession({ token: payload.token, user: payload.user }, persistent);
      toast.success(message);
      timer.current = setTimeout(
        () => navigate(next ?? paths.dashboard.root.getHref(), { replace: true }),
        REDIRECT_DELAY_MS,
      );
    },
    [navigate, next],
  );
  return { finishSignIn, redirecting };
}
