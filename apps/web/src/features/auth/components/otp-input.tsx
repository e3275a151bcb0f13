import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@kabar/shared';

/**
 * Six one-digit boxes: digits only, auto-advance, Backspace steps back, arrows move, and a pasted
 * or autofilled code spreads across the boxes.
 */
export function OtpInput({
  value,
  onChange,
  disabled,
  invalid,
  autoFocus,
}: {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
}) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, index) => value[index] ?? '');

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillFrom = (start: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '');
    if (!incoming) return;
    const next = [...digits];
    for (let i = 0; i < incoming.length && start + i < OTP_LENGTH; i += 1) {
      next[start + i] = incoming[i]!;
    }
    onChange(next.join('').slice(0, OTP_LENGTH));
    focusBox(start + incoming.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (next[index]) {
        next[index] = '';
      } else if (index > 0) {
        next[index - 1] = '';
        focusBox(index - 1);
      }
      onChange(next.join(''));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="flex justify-between gap-2" role="group" aria-label="Kode OTP">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === 0}
          maxLength={OTP_LENGTH}
          value={digit}
          disabled={disabled}
          aria-label={`Digit ${index + 1} dari ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          data-testid="otp-digit"
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            const typed = event.target.value.replace(/\D/g, '');
            if (!typed) return;
            // A replaced digit arrives together with the old one; keep the newest.
            fillFrom(
              index,
              typed.length === 2 && digit ? typed.replace(digit, '') || typed[1]! : typed,
            );
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          className="size-12 min-w-0 rounded-xl border border-stone-300 text-center text-xl font-semibold text-stone-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100 aria-[invalid=true]:border-red-400 sm:size-14"
        />
      ))}
    </div>
  );
}
