import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_CATEGORY_LABELS,
  doorSettingsInputSchema,
  GUEST_CATEGORIES,
  type DoorSettingsDto,
  type DoorSettingsInput,
} from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { useSaveDoorSettings } from '../api/door';
import { buttonPrimary, cardClass, errorText, inputClass, labelClass } from './styles';

/** What the couple calls each guest category, and how many souvenirs they have. */
export function DoorSettingsForm({
  invitationId,
  settings,
}: {
  invitationId: string;
  settings: DoorSettingsDto;
}) {
  const save = useSaveDoorSettings(invitationId);
  const form = useForm<DoorSettingsInput, unknown, DoorSettingsInput>({
    resolver: zodResolver(doorSettingsInputSchema),
    defaultValues: {
      categoryLabels: settings.categoryLabels,
      souvenirStock: settings.souvenirs.stock,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success('Pengaturan hari H disimpan.'),
      onError: (failure) => form.setError('root', { message: failure.message }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className={`${cardClass} grid gap-3`}>
      <h2 className="font-semibold text-stone-900">Kategori tamu & suvenir</h2>
      <div className="grid gap-2 sm:grid-cols-3">
        {GUEST_CATEGORIES.map((category) => (
          <div key={category}>
            <label htmlFor={`category-${category}`} className={labelClass}>
              Nama untuk {DEFAULT_CATEGORY_LABELS[category]}
            </label>
            <input
              id={`category-${category}`}
              className={inputClass}
              maxLength={20}
              {...form.register(`categoryLabels.${category}`)}
            />
            {errors.categoryLabels?.[category] ? (
              <p className={errorText}>{errors.categoryLabels[category]?.message}</p>
            ) : null}
          </div>
        ))}
      </div>
      <div>
        <label htmlFor="souvenir-stock" className={labelClass}>
          Stok suvenir
        </label>
        <input
          id="souvenir-stock"
          type="number"
          inputMode="numeric"
          min={0}
          className={inputClass}
          placeholder="Kosongkan jika tidak dihitung"
          {...form.register('souvenirStock', {
            setValueAs: (value) => (value === '' || value === null ? null : Number(value)),
          })}
        />
        {errors.souvenirStock ? <p className={errorText}>{errors.souvenirStock.message}</p> : null}
      </div>
      {errors.root ? (
        <p role="alert" className={errorText}>
          {errors.root.message}
        </p>
      ) : null}
      <button
        type="submit"
        className={`${buttonPrimary} justify-self-start`}
        disabled={save.isPending}
      >
        Simpan
      </button>
    </form>
  );
}
