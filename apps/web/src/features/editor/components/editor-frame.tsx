import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PLANS, type Theme } from '@kabar/shared';
import { PageShell } from '@/components/ui/page-shell';
import { paths } from '@/config/paths';
import type { FlowState } from '../lib/flow-storage';
import { LivePreviewPanel } from './live-preview-panel';

const STEPS = ['Data Diri', 'Informasi Acara', 'Penyesuaian'] as const;

function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <ol className="flex gap-2" aria-label={`Langkah ${step} dari 3`}>
      {STEPS.map((label, index) => {
        const n = index + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col gap-1.5"
          >
            <span
              className={`h-1.5 rounded-full ${state === 'todo' ? 'bg-stone-200' : 'bg-brand-600'}`}
            />
            <span
              className={`truncate text-xs font-semibold ${state === 'current' ? 'text-brand-700' : 'text-stone-500'}`}
            >
              {n}. {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** A theme above the plan can be tried; saving needs the plan or the theme itself. */
function LockedThemeNotice({ theme }: { theme: Theme }) {
  const plan = PLANS[theme.theme_type.theme_type_name];
  return (
    <div className="mt-4 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
      <p className="flex items-center gap-2 font-semibold">
        <Lock className="size-4" aria-hidden="true" />
        Tema {theme.theme_name} termasuk paket {plan.name}.
      </p>
      <p className="mt-1">
        Kamu bisa mengisi datanya sekarang. Untuk menyimpan undangan, upgrade paket atau beli tema
        ini.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`${paths.checkout.getHref()}?plan=${plan.id}`}
          className="rounded-full bg-amber-600 px-3 py-1.5 text-xs font-bold text-white hover:bg-amber-700"
        >
          Upgrade
        </Link>
        <Link
          to={`${paths.checkout.getHref()}?theme=${theme.theme_id}`}
          className="rounded-full px-3 py-1.5 text-xs font-bold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100"
        >
          Beli Tema
        </Link>
      </div>
    </div>
  );
}

/** What the live preview draws: every step's values as they stand, in this theme. */
function previewInput(flow: FlowState) {
  return {
    theme_id: flow.themeId,
    values: { ...flow.step1, ...flow.step2, ...flow.step3 },
    photos: flow.photos.map((photo) => photo.id),
    section_order: flow.sectionOrder,
  };
}

export function EditorFrame({
  step,
  title,
  theme,
  usable,
  preview,
  children,
}: {
  step: 1 | 2 | 3;
  title: string;
  theme: Theme | null;
  usable: boolean;
  /** The flow as typed so far: shown beside the form as guests will see it. */
  preview?: FlowState;
  children: ReactNode;
}) {
  const form = (
    <div className="min-w-0">
      {theme && !usable ? <LockedThemeNotice theme={theme} /> : null}
      {children}
    </div>
  );
  return (
    <PageShell
      width={preview ? 'wide' : 'narrow'}
      back={<StepIndicator step={step} />}
      eyebrow={theme ? `Tema ${theme.theme_name}` : undefined}
      title={title}
    >
      {preview ? (
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_390px]">
          {form}
          <LivePreviewPanel input={previewInput(preview)} />
        </div>
      ) : (
        form
      )}
    </PageShell>
  );
}

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100';
