import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Loader2, WifiOff } from 'lucide-react';
import { OTP_RESEND_SECONDS, otpCodeSchema, type SessionPayload } from '@kabar/shared';
import { Dialog } from '@/components/ui/dialog';
import { sendOtp, verifyPhoneCode, type VerificationType } from '../api/phone-otp';
import { describeSendFailure, describeVerifyFailure, SEND_MESSAGES } from '../otp-messages';
import { formatCountdown, useCountdown } from '../use-countdown';
import { probeConnectivity, useOnlineStatus } from '../use-online-status';
import { FormMessage, primaryButtonClass } from './field';
import { OtpInput } from './otp-input';
import { PhoneNumberForm } from './phone-number-form';

/**
 * Automatic retry after 3 s, at most twice, when sending fails on the network.
 */
export const SEND_RETRY_DELAY_MS = 3000;
export const SEND_MAX_RETRIES = 2;

type Step = 'phone' | 'otp';

export interface PhoneVerificationModalProps {
  isOpen: boolean;
  onClose: () => void;
  phoneNumber: string;
  /**
   * Send a code as soon as the modal opens (Google sign-up, a login that still needs its phone).
   */
  autoSendOTP?: boolean;
  /** Registration already sent the first code: open on the code step with this countdown. */
  codeAlreadySent?: { resendAfter: number };
  onSuccess: (session: SessionPayload, message: string) => void;
  verificationType?: VerificationType;
  /** Shown on the Google variant so the user sees which account is being completed. */
  googleUserData?: { name: string; email: string };
}

/**
 * The phone verification modal. Step 'phone': the number and 'Kirim Kode OTP'. Step 'otp':
 * six digit boxes, 'Verifikasi Sekarang' and 'Kirim ulang' after a 60 s countdown. Closing goes
 * back to the phone step and clears the code.
 */
export function PhoneVerificationModal(props: PhoneVerificationModalProps) {
  // Mounted only while open, so closing always starts the next opening afresh.
  if (!props.isOpen) return null;
  return <PhoneVerificationDialog {...props} />;
}

function PhoneVerificationDialog({
  onClose,
  phoneNumber,
  autoSendOTP = false,
  codeAlreadySent,
  onSuccess,
  verificationType = 'register',
  googleUserData,
}: PhoneVerificationModalProps) {
  const online = useOnlineStatus();
  const [step, setStep] = useState<Step>(codeAlreadySent ? 'otp' : 'phone');
  const [phone, setPhone] = useState(phoneNumber);
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [networkFailed, setNetworkFailed] = useState<'send' | 'verify' | null>(null);
  const { left: secondsLeft, restart: restartCountdown } = useCountdown(
    codeAlreadySent?.resendAfter ?? 0,
  );
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  async function send(target: string, retries = 0) {
    clearTimeout(retryTimer.current);
    const connected = await probeConnectivity();
    setError(null);
    setNetworkFailed(null);
    if (!connected) {
      setError(SEND_MESSAGES.offline);
      return;
    }
    setSending(true);
    try {
      const answer = await sendOtp(target, verificationType);
      setPhone(answer.phone);
      setCode('');
      setStep('otp');
      restartCountdown(answer.resend_after);
    } catch (failure) {
      const { message, network, retryAfter } = describeSendFailure(failure);
      setError(message);
      if (retryAfter) restartCountdown(retryAfter);
      // Within the resend wait a code went out moments ago and still works: let it be typed.
      if (retryAfter && retryAfter <= OTP_RESEND_SECONDS) setStep('otp');
      if (network) {
        setNetworkFailed('send');
        if (retries < SEND_MAX_RETRIES) {
          retryTimer.current = setTimeout(
            () => void send(target, retries + 1),
            SEND_RETRY_DELAY_MS,
          );
        } else if (message === SEND_MESSAGES.network) {
          setError(SEND_MESSAGES.networkPersistent);
        }
      }
    } finally {
      setSending(false);
    }
  }

  useEffect(() => {
    if (autoSendOTP && !codeAlreadySent) void send(phoneNumber);
    return () => clearTimeout(retryTimer.current);
    // Sends once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = () => {
    clearTimeout(retryTimer.current);
    onClose();
  };

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = otpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    setNetworkFailed(null);
    setVerifying(true);
    try {
      const { data, msg } = await verifyPhoneCode(phone, code, verificationType);
      onSuccess(data, msg);
    } catch (failure) {
      const { message, network } = describeVerifyFailure(failure);
      setError(message);
      if (network) setNetworkFailed('verify');
      else setCode('');
    } finally {
      setVerifying(false);
    }
  };

  const retry = () => {
    if (networkFailed === 'verify') void verify();
    else void send(phone);
  };

  return (
    <Dialog onClose={close} title="Verifikasi Nomor HP" testId="phone-verification-modal">
      {!online ? (
        <p
          role="status"
          className="mb-2 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {SEND_MESSAGES.offline}
        </p>
      ) : null}

      {googleUserData ? (
        <p className="mb-3 text-sm text-stone-600">
          Akun Google: <span className="font-medium text-stone-900">{googleUserData.email}</span>
        </p>
      ) : null}

      {step === 'phone' ? (
        <PhoneNumberForm
          initialPhone={phoneNumber}
          busy={sending}
          disabled={!online}
          serverError={error}
          onSubmit={(normalised) => {
            setPhone(normalised);
            void send(normalised);
          }}
        />
      ) : (
        <form onSubmit={verify} className="space-y-4" noValidate>
          <p className="text-sm text-stone-600">
            Masukkan 6 digit kode OTP yang dikirim ke{' '}
            <span className="font-semibold text-stone-900">+{phone}</span>.
          </p>
          <OtpInput
            value={code}
            onChange={setCode}
            disabled={verifying}
            invalid={!!error}
            autoFocus
          />
          <FormMessage message={error} />
          <button
            type="submit"
            disabled={verifying || sending || !online}
            className={primaryButtonClass}
          >
            {verifying ? <Loader2 aria-hidden className="size-5 animate-spin" /> : null}
            Verifikasi Sekarang
          </button>
          <p className="text-center text-sm text-stone-600" aria-live="polite">
            {secondsLeft > 0 ? (
              <>
                Kirim ulang kode dalam{' '}
                <span className="font-semibold tabular-nums">{formatCountdown(secondsLeft)}</span>
              </>
            ) : (
              <>
                Tidak menerima kode?{' '}
                <button
                  type="button"
                  onClick={() => void send(phone)}
                  disabled={sending || !online}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline disabled:text-stone-400"
                >
                  Kirim ulang
                </button>
              </>
            )}
          </p>
        </form>
      )}

      {networkFailed ? (
        <p className="mt-3 text-center text-sm">
          <button
            type="button"
            onClick={retry}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Coba Lagi
          </button>
        </p>
      ) : null}

      <p className="mt-5 text-center text-xs text-stone-500">
        Kode berlaku 5 menit. Kirim ulang tersedia setiap {OTP_RESEND_SECONDS} detik.
      </p>
    </Dialog>
  );
}
