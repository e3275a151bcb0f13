import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { GooglePhoneNeeded, SessionPayload } from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import {
  googleConfigQueryOptions,
  loginWithGoogle,
  startGoogleRegistration,
  useGoogleConfig,
} from '../api/google';
import { GOOGLE_MESSAGES, signInWithGooglePopup } from '../google-popup';
import { OrDivider } from './auth-layout';
import { GoogleIcon } from './google-icon';
import { GooglePhoneModal } from './google-phone-modal';
import { PhoneVerificationModal } from './phone-verification-modal';

interface Pending {
  credential: string;
  needed: GooglePhoneNeeded;
}

/**
 * 'Lanjutkan dengan Google' and the whole Google flow (docs/product-rules.md, Sign-in): the popup,
 * then either a signed-in answer, or the phone-entry modal, the pending registration and the OTP
 * modal (type google). `canStart` may refuse with a message (the register page's terms box).
 */
export function GoogleSignIn({
  canStart,
  registrationSource,
  onSignedIn,
}: {
  canStart?: () => string | null;
  registrationSource?: string;
  onSignedIn: (session: SessionPayload, message: string) => void;
}) {
  const queryClient = useQueryClient();
  // Loaded ahead, so the popup opens straight from the click and is not blocked.
  const config = useGoogleConfig();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [verifyPhone, setVerifyPhone] = useState<string | null>(null);

  const start = async () => {
    const refusal = canStart?.();
    if (refusal) {
      toast.error(refusal);
      return;
    }
    setBusy(true);
    try {
      const google = config.data ?? (await queryClient.fetchQuery(googleConfigQueryOptions()));
      const credential = await signInWithGooglePopup(google);
      const answer = await loginWithGoogle(credential, registrationSource);
      if (answer.kind === 'signed-in') {
        onSignedIn(answer.data, answer.msg);
      } else {
        setPhoneError(null);
        setPending({ credential, needed: answer.data });
      }
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : GOOGLE_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  const submitPhone = async (phone: string) => {
    if (!pending) return;
    setBusy(true);
    setPhoneError(null);
    try {
      const created = await startGoogleRegistration(pending.credential, phone, registrationSource);
      setVerifyPhone(created.phone);
    } catch (error) {
      setPhoneError(error instanceof ApiError ? error.message : GOOGLE_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  // A deployment without Google sign-in (no client id in production) shows no button that can only
  // fail; outside production the local issuer stands in, so the button is there (decision 006).
  if (!config.data?.enabled) return null;

  return (
    <>
      <OrDivider />
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy && !pending}
        className="inline-flex w-full items-center justify-center gap-3 rounded-full border border-stone-300 bg-white px-6 py-3 text-base font-semibold text-stone-800 shadow-sm transition hover:bg-stone-50 disabled:opacity-60"
      >
        {busy && !pending ? (
          <Loader2 aria-hidden className="size-5 animate-spin" />
        ) : (
          <GoogleIcon className="size-5" />
        )}
        Lanjutkan dengan Google
      </button>
      <GooglePhoneModal
        key={pending?.credential ?? 'none'}
        isOpen={!!pending && !verifyPhone}
        email={pending?.needed.email ?? ''}
        initialPhone={pending?.needed.phone ?? ''}
        busy={busy}
        serverError={phoneError}
        onCancel={() => setPending(null)}
        onSubmit={(phone) => void submitPhone(phone)}
      />
      <PhoneVerificationModal
        isOpen={!!verifyPhone}
        phoneNumber={verifyPhone ?? ''}
        autoSendOTP
        verificationType="google"
        googleUserData={
          pending ? { name: pending.needed.name, email: pending.needed.email } : undefined
        }
        onClose={() => {
          setVerifyPhone(null);
          setPending(null);
        }}
        onSuccess={(session, message) => {
          setVerifyPhone(null);
          setPending(null);
          onSignedIn(session, message);
        }}
      />
    </>
  );
}
