import type { FieldErrors, FormConfig, PlanId } from '@kabar/shared';
import {
  checkContent,
  fieldsOfStep,
  isFieldLocked,
  type ConfigStep,
} from '@kabar/shared/invitation-content';
import type { FlowValues } from './flow-storage';

/** Values without the fields the plan locks: the server switches those off by itself. */
export function withoutLocked(values: FlowValues, plan: PlanId): FlowValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !isFieldLocked(name, plan)));
}

/** The same checks the server runs, for one step, before the couple moves on. */
export function stepErrors(
  config: FormConfig,
  step: ConfigStep,
  values: FlowValues,
  plan: PlanId,
): FieldErrors {
  return checkContent(fieldsOfStep(config, step), withoutLocked(values, plan), plan).errors;
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land there. */
export function focusFirstError(errors: FieldErrors, order: readonly string[]): void {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(`field-${first}`)?.focus();
}

/** An errors map without one field's message: shown until the couple changes that field. */
export const withoutError =
  (name: string) =>
  (errors: FieldErrors): FieldErrors => {
    if (!(name in errors)) return errors;
    const { [name]: _removed, ...rest } = errors;
    return rest;
  };
