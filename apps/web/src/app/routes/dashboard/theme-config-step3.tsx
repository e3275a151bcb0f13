import { LegacyWizardRedirect } from '@/features/editor/components/legacy-wizard-redirect';

export default function ThemeConfigStep3Route() {
  return <LegacyWizardRedirect step={3} />;
}
