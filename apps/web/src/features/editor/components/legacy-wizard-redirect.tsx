import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { selectTheme } from '../lib/flow-storage';
import { FlowMessage } from './flow-message';
import { parseThemeId } from './personal-information-page';

/**
 * The older wizard's routes (theme-config/{id}, -step2/{id}, -step3/{id}) open the matching step
 * of the current flow, so old links keep working without a second copy of the forms.
 */
export function LegacyWizardRedirect({ step }: { step: 1 | 2 | 3 }) {
  const { themeId: raw } = useParams();
  const themeId = parseThemeId(raw ?? null);
  if (themeId === null) return <FlowMessage message="Theme ID tidak ditemukan" />;
  const d = paths.dashboard;
  if (step === 1) return <Navigate to={d.personalInformation.getHref(themeId)} replace />;
  selectTheme(themeId);
  return <Navigate to={step === 2 ? d.weddingDetails.getHref() : d.customForm.getHref()} replace />;
}
