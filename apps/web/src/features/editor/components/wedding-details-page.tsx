import { ListOrdered } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { sectionSuffix, step2FieldName, type FieldErrors } from '@kabar/shared';
import { fieldsOfStep } from '@kabar/shared/invitation-content';
import { paths } from '@/config/paths';
import { readSelectedThemeId } from '../lib/flow-storage';
import { useFlowEditor } from '../lib/use-flow-editor';
import { focusFirstError, stepErrors, withoutError } from '../lib/step-errors';
import { DraftNote } from './draft-note';
import { DynamicField } from './dynamic-field';
import { EditorFrame, primaryButton, secondaryButton } from './editor-frame';
import { FlowGate, type FlowContext } from './flow-gate';
import { FlowMessage } from './flow-message';
import { FormSection } from './form-section';

function WeddingDetailsForm({ theme, usable, plan, config, initial }: FlowContext) {
  const navigate = useNavigate();
  const editor = useFlowEditor(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const values = editor.state.step2;

  async function next(event: FormEvent) {
    event.preventDefault();
    const found = stepErrors(config, 2, values, plan);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(
        found,
        fieldsOfStep(config, 2).map((f) => f.name),
      );
      return;
    }
    await editor.flush();
    navigate(paths.dashboard.customForm.getHref());
  }

  async function openOrder() {
    await editor.flush();
    navigate(paths.dashboard.adjustForm.getHref());
  }

  if (config.step2.length === 0) {
    return <FlowMessage message="Konfigurasi form step 2 tidak ditemukan" />;
  }

  return (
    <EditorFrame
      preview={editor.state}
      step={2}
      title="Silahkan isi Informasi umum Acara Anda"
      theme={theme}
      usable={usable}
    >
      <form noValidate onSubmit={(event) => void next(event)} className="mt-6 space-y-6">
        {config.step2.map((section, index) => {
          const untilFinished = values[step2FieldName('sampai_selesai', section.title)] === true;
          return (
            <FormSection
              key={section.title}
              title={section.title}
              hint={index === 0 ? undefined : '(Optional)'}
              columns={2}
            >
              {section.fields.map((field) => {
                const name = step2FieldName(field.name, section.title);
                const endTime = field.name === 'waktu_selesai';
                return (
                  <DynamicField
                    key={name}
                    name={name}
                    field={field}
                    value={endTime && untilFinished ? '' : values[name]}
                    disabled={endTime && untilFinished}
                    error={errors[name]}
                    onChange={(value) => {
                      const change = { [name]: value };
                      // 'Sampai selesai' leaves the end open: the end time is cleared and locked.
                      if (field.name === 'sampai_selesai' && value === true) {
                        change[`waktu_selesai_${sectionSuffix(section.title)}`] = '';
                      }
                      editor.setValues('step2', change);
                      setErrors(withoutError(name));
                    }}
                  />
                );
              })}
            </FormSection>
          );
        })}
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold text-stone-900">Urutan bagian undangan</p>
            <p className="text-sm text-stone-600">
              Atur bagian mana yang tampil lebih dulu di undanganmu.
            </p>
          </div>
          <button type="button" onClick={() => void openOrder()} className={secondaryButton}>
            <ListOrdered className="size-4" aria-hidden="true" />
            Atur Urutan
          </button>
        </div>
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

/** Step 2: the ceremony (required) and the reception (optional), for the selected theme. */
export function WeddingDetailsPage() {
  const themeId = readSelectedThemeId();
  if (themeId === null) return <FlowMessage message="Theme ID tidak ditemukan" />;
  return (
    <FlowGate key={themeId} themeId={themeId} fresh={false} configFallback>
      {(context) => <WeddingDetailsForm {...context} />}
    </FlowGate>
  );
}
