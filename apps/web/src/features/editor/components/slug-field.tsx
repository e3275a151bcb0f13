import { useEffect, useState } from 'react';
import type { FormField } from '@kabar/shared';
import { invitationSlugSchema } from '@kabar/shared';
import { displayAddress, invitationUrl, slugFieldSuffix } from '@kabar/shared/invitation-address';
import { siteConfig } from '@/config/site-config';
import { checkSlug } from '../api/check-slug';
import { DynamicField } from './dynamic-field';

export const SLUG_CHECK_DELAY_MS = 400;

type Check =
  | { state: 'idle' }
  | { state: 'checking'; slug: string }
  | { state: 'done'; slug: string; available: boolean; message: string };

/**
 * The invitation link: typed in lower case before the fixed suffix, checked against the shared
 * rules at once and against the server (taken or not) shortly after the couple stops typing.
 */
export function SlugField({
  field,
  value,
  themeId,
  error,
  onChange,
}: {
  field: FormField;
  value: string;
  themeId: number;
  error?: string;
  onChange: (value: string) => void;
}) {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const local = value ? invitationSlugSchema.safeParse(value) : null;
  const localError = local && !local.success ? local.error.issues[0]!.message : null;

  useEffect(() => {
    if (!value || localError) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setCheck({ state: 'checking', slug: value });
      checkSlug(value, themeId, controller.signal).then(
        (result) => setCheck({ state: 'done', ...result }),
        () => setCheck({ state: 'idle' }),
      );
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, localError, themeId]);

  const current = check.state !== 'idle' && check.slug === value ? check : null;
  let status: { text: string; tone: 'ok' | 'bad' | 'quiet' } | null = null;
  if (error) status = null;
  else if (localError) status = { text: localError, tone: 'bad' };
  else if (current?.state === 'checking')
    status = { text: 'Memeriksa ketersediaan link...', tone: 'quiet' };
  else if (current?.state === 'done')
    status = { text: current.message, tone: current.available ? 'ok' : 'bad' };

  const address = value && !localError ? invitationUrl(value, siteConfig) : null;
  const tones = { ok: 'text-emerald-700', bad: 'text-red-700', quiet: 'text-stone-500' };
  return (
    <div className="sm:col-span-2">
      <DynamicField
        name={field.name}
        field={{
          ...field,
          suffix: field.suffix ? (slugFieldSuffix(siteConfig) ?? undefined) : undefined,
        }}
        value={value}
        error={error}
        onChange={(next) => onChange(String(next).toLowerCase().replace(/\s+/g, '-'))}
      />
      <p
        aria-live="polite"
        data-testid="slug-status"
        className={`mt-1 min-h-5 text-sm ${status ? tones[status.tone] : ''}`}
      >
        {status?.text ?? ''}
      </p>
      {address ? (
        <p className="text-xs text-stone-500">
          Link undangan: <span className="font-semibold">{displayAddress(address)}</span>
        </p>
      ) : null}
    </div>
  );
}
