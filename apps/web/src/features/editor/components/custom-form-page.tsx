import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import {
  planNeededFor,
  STEP3_SECTIONS,
  type FieldErrors,
  type PlanId,
  type FormSection as FormSectionModel,
} from '@kabar/shared';
import {
  featureOfField,
  fieldsOfStep,
  isFieldLocked,
  SLUG_FIELD,
} from '@kabar/shared/invitation-content';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { hasStoredSession } from '@/lib/session-storage';
import { saveConfiguration } from '../api/save-configuration';
import { clearFlow, readSelectedThemeId } from '../lib/flow-storage';
import { focusFirstError, stepErrors, withoutError, withoutLocked } from '../lib/step-errors';
import { useFlowEditor } from '../lib/use-flow-editor';
import { DraftNote } from './draft-note';
import { DynamicField, type FieldLock } from './dynamic-field';
import { EditorFrame, primaryButton, secondaryButton } from './editor-frame';
import { FlowGate, type FlowContext } from './flow-gate';
import { FlowMessage } from './flow-message';
import { FormSection } from './form-section';
import { SlugField } from './slug-field';

/** How two section titles read on screen. */
const SECTION_TITLES: Record<string, string> = {
  'Link Undangan': 'Masukkan link undangan Anda',
  'Custom Background Music': 'Custom Background Music Anda Mau',
};
const TWO_COLUMNS = new Set([
  'Link Undangan',
  'Custom Background Music',
  'Amplop Digital',
  'Penyesuaian Terakhir',
]);

/**
 * The final step's six sections in their order (docs/product-rules.md), then any others the theme
 * adds.
 */
function orderedSections(sections: FormSectionModel[]): FormSectionModel[] {
  const rank = (title: string) => {
    const index = (STEP3_SECTIONS as readonly string[]).indexOf(title);
    return index === -1 ? STEP3_SECTIONS.length : index;
  };
  return [...sections].sort((a, b) => rank(a.title) - rank(b.title));
}

function lockOf(name: string, plan: PlanId): FieldLock | undefined {
  if (!isFieldLocked(name, plan)) return undefined;
  const needed = planNeededFor(featureOfField(name)!);
  return { planId: needed.id, planName: needed.name };
}

const SAVE_FAILED = 'Terjadi kesalahan saat menyimpan data. Silakan coba lagi.';

function CustomForm({ themeId, theme, usable, plan, config, initial }: FlowContext) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editor = useFlowEditor(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [earlierErrors, setEarlierErrors] = useState<{ step1: boolean; step2: boolean }>({
    step1: false,
    step2: false,
  });
  const [saving, setSaving] = useState(false);
  const values = editor.state.step3;
  const step3Names = fieldsOfStep(config, 3).map((f) => f.name);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = stepErrors(config, 3, values, plan);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(found, step3Names);
      return;
    }
    // An expired access token is fine: the API client refreshes it. Only no session at all fails.
    if (!hasStoredSession()) {
      setFailure('No authentication token found');
      return;
    }
    setSaving(true);
    const { state } = editor;
    try {
      // The draft is settled first: the save then removes it, and nothing stale follows.
      await editor.flush();
      const invitation = await saveConfiguration({
        theme_id: themeId,
        ...withoutLocked(state.step1, plan),
        ...withoutLocked(state.step2, plan),
        ...withoutLocked(state.step3, plan),
        photos: state.photos.map((photo) => photo.id),
        section_order: state.sectionOrder,
      });
      clearFlow();
      await queryClient.invalidateQueries({ queryKey: ['invitations'] });
      navigate(paths.dashboard.setTheme.getHref(), { state: { savedSlug: invitation.slug } });
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 422) {
        const fieldErrors = ((error.data as { errors?: FieldErrors } | null)?.errors ??
          {}) as FieldErrors;
        setErrors(fieldErrors);
        const step1 = new Set(
          fieldsOfStep(config, 1)
            .map((f) => f.name)
            .concat('photos'),
        );
        const step2 = new Set(fieldsOfStep(config, 2).map((f) => f.name));
        const names = Object.keys(fieldErrors);
        setEarlierErrors({
          step1: names.some((n) => step1.has(n)),
          step2: names.some((n) => step2.has(n)),
        });
        setFailure(error.message);
        focusFirstError(fieldErrors, step3Names);
      } else if (error instanceof ApiError && error.status < 500) {
        setFailure(error.message);
      } else {
        setFailure(SAVE_FAILED);
      }
    }
  }

  if (config.step3.length === 0) {
    return <FlowMessage message="Konfigurasi form step 3 tidak ditemukan" />;
  }
  const sections = orderedSections(config.step3).filter((s) => s.fields.length > 0);
  if (sections.length === 0) {
    return <FlowMessage message="Tidak ada field yang tersedia untuk step ini" />;
  }

  return (
    <EditorFrame
      step={3}
      preview={editor.state}
      title="Silahkan sesuaikan undangan Anda"
      theme={theme}
      usable={usable}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-6">
        {sections.map((section) => (
          <FormSection
            key={section.title}
            title={SECTION_TITLES[section.title] ?? section.title}
            columns={TWO_COLUMNS.has(section.title) ? 2 : 1}
          >
            {section.fields.map((field) =>
              field.name === SLUG_FIELD ? (
                <SlugField
                  key={field.name}
                  field={field}
                  themeId={themeId}
                  value={
                    typeof values[field.name] === 'string' ? (values[field.name] as string) : ''
                  }
                  error={errors[field.name]}
                  onChange={(value) => {
                    editor.setValues('step3', { [field.name]: value });
                    setErrors(withoutError(field.name));
                  }}
                />
              ) : (
                <DynamicField
                  key={field.name}
                  name={field.name}
                  field={field}
                  value={values[field.name]}
                  error={errors[field.name]}
                  lock={lockOf(field.name, plan)}
                  onChange={(value) => {
                    editor.setValues('step3', { [field.name]: value });
                    setErrors(withoutError(field.name));
                  }}
                />
              ),
            )}
          </FormSection>
        ))}
        <DraftNote error={editor.draftError} />
        {failure ? (
          <div
            role="alert"
            className="rounded-2xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200"
          >
            <p>{failure}</p>
            {earlierErrors.step1 || earlierErrors.step2 ? (
              <p className="mt-2 flex flex-wrap gap-3 font-semibold">
                {earlierErrors.step1 ? (
                  <Link
                    className="underline"
                    to={paths.dashboard.personalInformation.getHref(themeId)}
                  >
                    Perbaiki data diri
                  </Link>
                ) : null}
                {earlierErrors.step2 ? (
                  <Link className="underline" to={paths.dashboard.weddingDetails.getHref()}>
                    Perbaiki informasi acara
                  </Link>
                ) : null}
              </p>
            ) : null}
            {!usable ? (
              <p className="mt-2 flex flex-wrap gap-3 font-semibold">
                <Link
                  className="underline"
                  to={`${paths.checkout.getHref()}?plan=${theme.theme_type.theme_type_name}`}
                >
                  Upgrade
                </Link>
                <Link className="underline" to={`${paths.checkout.getHref()}?theme=${themeId}`}>
                  Beli Tema
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <button type="button" onClick={() => navigate(-1)} className={secondaryButton}>
            Kembali
          </button>
          <button type="submit" disabled={saving} className={primaryButton}>
            {saving ? 'Menyimpan...' : 'Selesai'}
          </button>
        </div>
      </form>
    </EditorFrame>
  );
}

/** Step 3: the link, music, digital envelope, switches, customisation and settings; then save. */
export function CustomFormPage() {
  const themeId = readSelectedThemeId();
  if (themeId === null) return <FlowMessage message="Theme ID tidak ditemukan" />;
  return (
    <FlowGate key={themeId} themeId={themeId} fresh={false} configFallback={false}>
      {(context) => <CustomForm {...context} />}
    </FlowGate>
  );
}
