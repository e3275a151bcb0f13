import { DEFAULT_SECTION_ORDER, type FormConfig } from '@kabar/shared';
import { fieldsOfStep, type ConfigStep } from '@kabar/shared/invitation-content';
import type { InvitationContent } from '@kabar/shared';
import type { FlowStart } from '../api/get-flow-start';
import type { FlowState, FlowValues } from './flow-storage';

function pick(content: InvitationContent, config: FormConfig, step: ConfigStep): FlowValues {
  const values: FlowValues = {};
  for (const { name } of fieldsOfStep(config, step)) {
    const value = content[name];
    if (typeof value === 'string' || typeof value === 'boolean') values[name] = value;
    else if (typeof value === 'number') values[name] = String(value);
  }
  return values;
}

/**
 * Where a theme's form starts: the server draft (the latest progress from any device), else this
 * device's own progress for the theme, else the saved invitation (editing), else empty.
 */
export function initialFlow(
  themeId: number,
  config: FormConfig,
  start: FlowStart,
  local: FlowState | null,
): FlowState {
  const { draft, invitation } = start;
  if (draft) {
    return {
      themeId,
      step1: draft.step1 as FlowValues,
      photos: draft.photos,
      step2: draft.step2 as FlowValues,
      step3: draft.step3 as FlowValues,
      sectionOrder: draft.section_order ?? invitation?.section_order ?? [...DEFAULT_SECTION_ORDER],
    };
  }
  if (local && local.themeId === themeId) return local;
  if (invitation) {
    return {
      themeId,
      step1: pick(invitation.content, config, 1),
      photos: invitation.photos,
      step2: pick(invitation.content, config, 2),
      step3: pick(invitation.content, config, 3),
      sectionOrder: invitation.section_order,
    };
  }
  return {
    themeId,
    step1: {},
    photos: [],
    step2: {},
    step3: {},
    sectionOrder: [...DEFAULT_SECTION_ORDER],
  };
}
