import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { FieldErrors } from '@kabar/shared';
import { fieldsOfStep } from '@kabar/shared/invitation-content';
import { paths } from '@/config/paths';
import { useFlowEditor } from '../lib/use-flow-editor';
import { focusFirstError, stepErrors, withoutError } from '../lib/step-errors';
import { DraftNote } from './draft-note';
import { DynamicField } from './dynamic-field';
import { EditorFrame, primaryButton, secondaryButton } from './editor-frame';
import { FlowGate, type FlowContext } from './flow-gate';
import { FlowMessage } from './flow-message';
import { FormSection } from './form-section';
import { PhotoUploader } from './photo-uploader';

export function parseThemeId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

function PersonalInformationForm({ theme, usable, plan, config, initial }: FlowContext) {
  const navigate = useNavigate();
  const editor = useFlowEditor(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const values = editor.state.step1;

  async function next(event: FormEvent) {
    event.preventDefault();
    const found = stepErrors(config, 1, values, plan);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(
        found,
        fieldsOfStep(config, 1).map((f) => f.name),
      );
      return;
    }
    await editor.flush();
    navigate(paths.dashboard.weddingDetails.getHref());
  }

  if (config.step1.length === 0) {
    return <FlowMessage message="Konfigurasi form data diri tidak ditemukan" />;
  }

  return (
    <EditorFrame
      step={1}
      preview={editor.state}
      title="Silahkan isi data diri anda"
      theme={theme}
      usable={usable}
    >
      <form noValidate onSubmit={(event) => void next(event)} className="mt-6 space-y-6">
        {config.step1.map((section) => (
          <FormSection key={section.title} title={section.title} columns={2}>
            {section.fields.map((field) => (
              <DynamicField
                key={field.name}
                name={field.name}
                field={field}
                value={values[field.name]}
                error={errors[field.name]}
                onChange={(value) => {
                  editor.setValues('step1', { [field.name]: value });
                  setErrors(withoutError(field.name));
                }}
              />
            ))}
          </FormSection>
        ))}
        <PhotoUploader photos={editor.state.photos} onChange={editor.setPhotos} />
        <DraftNote error={editor.draftError} />
        <div className="flex justify-between gap-3">
          <button type="button" onClick={() => navigate(-1)} className={secondaryButton}>
            Kembali
          </button>
          <button type="submit" className={primaryButton}>
            Next
          </button>
        </div>
      </form>
    </EditorFrame>
  );
}

/** Step 1 of the configuration flow: /dashboard/personal-information?themeId={id}. */
export function PersonalInformationPage() {
  const [params] = useSearchParams();
  const themeId = parseThemeId(params.get('themeId'));
  if (themeId === null) return <FlowMessage message="Theme ID tidak ditemukan" />;
  return (
    <FlowGate key={themeId} themeId={themeId} fresh configFallback>
      {(context) => <PersonalInformationForm {...context} />}
    </FlowGate>
  );
}
