import type { ReactNode } from 'react';
import { createDefaultFormConfig, type FormConfig, type PlanId, type Theme } from '@kabar/shared';
import { siteConfig } from '@/config/site-config';
import { ApiError } from '@/lib/api-client';
import { useEditorThemes } from '../api/get-editor-themes';
import { useFlowStart } from '../api/get-flow-start';
import { useFormConfig } from '../api/get-form-config';
import { readFlow, type FlowState } from '../lib/flow-storage';
import { initialFlow } from '../lib/initial-flow';
import { FlowLoading, FlowMessage } from './flow-message';

export interface FlowContext {
  themeId: number;
  theme: Theme;
  /** False when the theme is above the couple's plan and not bought: they may fill, not save. */
  usable: boolean;
  plan: PlanId;
  config: FormConfig;
  initial: FlowState;
}

/**
 * Loads what a step needs (form configuration, plan, where the configuration stands) and renders
 * the step once it is all there. Steps 1 and 2 fall back to the built-in configuration when the
 * server's cannot be fetched (docs/product-rules.md, Configuration flow); step 3 shows the error
 * instead.
 */
export function FlowGate({
  themeId,
  fresh,
  configFallback,
  children,
}: {
  themeId: number;
  /** Step 1 asks the server where things stand; later steps continue from this device. */
  fresh: boolean;
  configFallback: boolean;
  children: (context: FlowContext) => ReactNode;
}) {
  const local = readFlow();
  const continuing = !fresh && local?.themeId === themeId;
  const config = useFormConfig(themeId);
  const themes = useEditorThemes();
  const start = useFlowStart(themeId, !continuing);

  const configNotFound = config.error instanceof ApiError && config.error.status === 404;
  if (configNotFound) return <FlowMessage message="Tema tidak ditemukan." />;
  const formConfig =
    config.data ??
    (config.isError && configFallback
      ? createDefaultFormConfig(siteConfig.invitationDomain)
      : undefined);

  if ((config.isError && !configFallback) || themes.isError || start.isError) {
    return <FlowMessage message="Gagal memuat konfigurasi form" retry />;
  }
  if (!formConfig || !themes.data || (!continuing && !start.data)) return <FlowLoading />;

  const owned = themes.data.owned.find((t) => t.theme_id === themeId);
  const theme = owned ?? themes.data.not_owned.find((t) => t.theme_id === themeId);
  if (!theme) return <FlowMessage message="Tema tidak ditemukan." />;
  const initial = continuing ? local! : initialFlow(themeId, formConfig, start.data!, local);

  return children({
    themeId,
    theme,
    usable: owned !== undefined,
    plan: themes.data.plan,
    config: formConfig,
    initial,
  });
}
