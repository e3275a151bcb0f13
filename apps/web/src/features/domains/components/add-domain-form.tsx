import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { customDomainInputSchema } from '@kabar/shared';
import { useAddCustomDomain } from '../api/custom-domain';

/** One field: the domain as people write it; the shared schema normalises and checks it. */
export function AddDomainForm({ invitationId }: { invitationId: string }) {
  const add = useAddCustomDomain(invitationId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<
    z.input<typeof customDomainInputSchema>,
    unknown,
    z.output<typeof customDomainInputSchema>
  >({ resolver: zodResolver(customDomainInputSchema), defaultValues: { domain: '' } });

  const submit = handleSubmit((input) => add.mutate(input));
  const message = errors.domain?.message ?? (add.isError ? add.error.message : null);

  return (
    <form onSubmit={submit} noValidate className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <label htmlFor="custom-domain" className="block text-sm font-semibold text-stone-900">
        Nama domain
      </label>
      <p id="custom-domain-hint" className="mt-1 text-sm text-stone-600">
        Domain yang sudah kamu beli, misalnya <span className="font-mono">rinadanbudi.com</span>{' '}
        atau <span className="font-mono">undangan.rinadanbudi.com</span>.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          id="custom-domain"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="rinadanbudi.com"
          {...register('domain')}
          aria-invalid={message ? true : undefined}
          aria-describedby={
            message ? 'custom-domain-hint custom-domain-error' : 'custom-domain-hint'
          }
          className="min-w-0 flex-1 rounded-xl border border-stone-300 px-3.5 py-2.5 text-base text-stone-900 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200"
        />
        <button
          type="submit"
          disabled={add.isPending}
          className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {add.isPending ? 'Menyimpan...' : 'Simpan Domain'}
        </button>
      </div>
      {message ? (
        <p id="custom-domain-error" role="alert" className="mt-2 text-sm text-rose-700">
          {message}
        </p>
      ) : null}
    </form>
  );
}
