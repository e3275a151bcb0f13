import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { formatShortDateTime, reminderSettingsInputSchema, type DatedRounds } from '@kabar/shared';
import { SettingsCard } from '@/components/ui/settings-card';
import { saveChecked } from '@/lib/save-checked';
import { useSaveReminderSettings } from '../api/reminder-rounds';
import { inputClass } from './styles';

const DAY_CHOICES = [1, 2, 3, 5, 7, 14];

/** The couple's switches for the dated rounds: "belum menjawab" N days ahead, "sampai jumpa besok". */
export function ReminderSettings({
  invitationId,
  rounds,
}: {
  invitationId: string;
  rounds: DatedRounds;
}) {
  const save = useSaveReminderSettings(invitationId);
  const [days, setDays] = useState<number | null>(rounds.settings.unansweredReminderDays);
  const [dayBefore, setDayBefore] = useState(rounds.settings.dayBeforeReminder);
  const [error, setError] = useState<string | null>(null);
  const changed =
    days !== rounds.settings.unansweredReminderDays ||
    dayBefore !== rounds.settings.dayBeforeReminder;

  return (
    <SettingsCard
      id="reminder-settings-title"
      icon={<CalendarClock className="size-5" aria-hidden="true" />}
      title="Pengingat terjadwal"
      description="Pada harinya, tamu yang perlu diingatkan muncul di antrean. Kamu tetap mengirim satu per satu lewat WhatsApp."
      error={error}
      save={{
        label: 'Simpan pengingat',
        pending: save.isPending,
        changed,
        onSave: () =>
          saveChecked(
            reminderSettingsInputSchema,
            { unansweredReminderDays: days, dayBeforeReminder: dayBefore },
            setError,
            save.mutate,
            'Pengingat terjadwal disimpan.',
          ),
      }}
    >
      <div className="grid gap-2">
        <label htmlFor="unanswered-days" className="text-sm font-medium text-stone-800">
          &ldquo;Belum menjawab&rdquo; sebelum batas konfirmasi
        </label>
        <select
          id="unanswered-days"
          className={inputClass}
          value={days ?? ''}
          onChange={(event) => setDays(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">Mati</option>
          {DAY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice} hari sebelumnya
            </option>
          ))}
        </select>
        <p className="text-xs text-stone-500">
          {rounds.deadline
            ? `Batas konfirmasi: ${formatShortDateTime(new Date(rounds.deadline))}.`
            : 'Belum ada batas konfirmasi: atur di halaman acara agar pengingat ini berjalan.'}
        </p>
      </div>
      <label className="flex items-start gap-3 text-sm text-stone-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={dayBefore}
          onChange={(event) => setDayBefore(event.target.checked)}
        />
        <span>
          &ldquo;Sampai jumpa besok&rdquo; sehari sebelum setiap acara, untuk tamu yang akan hadir,
          dengan jam sesinya dan tiket masuknya.
        </span>
      </label>
    </SettingsCard>
  );
}
