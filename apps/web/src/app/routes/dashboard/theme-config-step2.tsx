import { LegacyWizardRedirect } from '@/features/editor/components/legacy-wizard-redirect';

export default function ThemeConfigStep2Route() {
  return <LegacyWizardRedirect step={2} />;
}
