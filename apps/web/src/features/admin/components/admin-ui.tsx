import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';

export function Card({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      {title ? <h2 className="mb-3 text-base font-semibold text-stone-900">{title}</h2> : null}
      {children}
    </section>
  );
}

export function Button({
  tone = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: 'primary' | 'plain' | 'danger' }) {
  const tones = {
    primary: 'bg-brand-700 text-white hover:bg-brand-800',
    plain: 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50',
    danger: 'bg-red-700 text-white hover:bg-red-800',
  };
  return (
    <button
      type="button"
      {...props}
      className={`min-h-10 rounded-xl px-4 py-2 text-sm font-semibold disabled:opacity-50 ${tones[tone]} ${className}`}
    />
  );
}

export const inputClass =
  'w-full min-h-10 rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="block text-sm">
      <span className="mb-1 block font-medium text-stone-700">{label}</span>
      {children}
    </label>
  );
}

/** A console action: the server's message as a toast, and the lists it changed read again. */
export function useAdminAction<I>(run: (input: I) => Promise<unknown>, done: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast.success(done);
      await client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toast.error(error.message),
  });
}

export const dateTime = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      )
    : '—';
