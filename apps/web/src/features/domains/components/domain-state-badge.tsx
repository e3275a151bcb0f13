import { CUSTOM_DOMAIN_STATE_LABELS, type CustomDomainState } from '@kabar/shared';

const TONES: Record<CustomDomainState, string> = {
  menunggu_dns: 'bg-amber-100 text-amber-900',
  terverifikasi: 'bg-sky-100 text-sky-900',
  sertifikat_aktif: 'bg-emerald-100 text-emerald-900',
  gagal: 'bg-rose-100 text-rose-900',
};

export function DomainStateBadge({ state }: { state: CustomDomainState }) {
  return (
    <span
      data-testid="domain-state"
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-bold ${TONES[state]}`}
    >
      {CUSTOM_DOMAIN_STATE_LABELS[state]}
    </span>
  );
}
