import { LegacyWizardRedirect } from '@/features/editor/components/legacy-wizard-redirect';

export default function ThemeConfigRoute() {
  return <LegacyWizardRedirect step={1} />;
}
