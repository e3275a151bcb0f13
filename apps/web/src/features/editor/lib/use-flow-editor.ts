import { useCallback, useEffect, useRef, useState } from 'react';
import type { InvitationPhoto, InvitationSectionId } from '@kabar/shared';
import type { SaveDraftInput } from '@kabar/shared/invitation-api';
import { saveDraft } from '../api/save-draft';
import { writeFlow, type FlowState, type FlowValues } from './flow-storage';

/** Quiet time after the last change before the draft goes to the server. */
export const DRAFT_SAVE_DELAY_MS = 800;

type StepKey = 'step1' | 'step2' | 'step3';

function toDraftInput(state: FlowState): SaveDraftInput {
  return {
    step1: state.step1,
    step2: state.step2,
    step3: state.step3,
    photos: state.photos.map((photo) => photo.id),
    section_order: state.sectionOrder,
  };
}

/**
 * The form state of one theme's configuration. Every change lands in local storage at once (the
 * keys of docs/product-rules.md) and, shortly after, in the server draft, so another device can
 * continue from it.
 */
export function useFlowEditor(initial: FlowState) {
  const [state, setState] = useState(initial);
  const current = useRef(initial);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [draftError, setDraftError] = useState<string | null>(null);
  const themeId = initial.themeId;

  // The whole state goes each time, so a draft started while editing a saved invitation is
  // complete on its own and never hides the steps that were not touched.
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (!dirty.current) return;
    dirty.current = false;
    try {
      await saveDraft(themeId, toDraftInput(current.current));
      setDraftError(null);
    } catch (error) {
      dirty.current = true;
      setDraftError((error as Error).message);
    }
  }, [themeId]);

  useEffect(() => {
    writeFlow(initial);
    return () => {
      void flush();
    };
  }, [initial, flush]);

  const change = useCallback(
    (mutate: (state: FlowState) => FlowState) => {
      const next = mutate(current.current);
      current.current = next;
      setState(next);
      writeFlow(next);
      dirty.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  const setValues = useCallback(
    (step: StepKey, values: FlowValues) =>
      change((s) => ({ ...s, [step]: { ...s[step], ...values } })),
    [change],
  );

  const setPhotos = useCallback(
    (update: (photos: InvitationPhoto[]) => InvitationPhoto[]) =>
      change((s) => ({ ...s, photos: update(s.photos) })),
    [change],
  );

  const setSectionOrder = useCallback(
    (order: InvitationSectionId[]) => change((s) => ({ ...s, sectionOrder: order })),
    [change],
  );

  return { state, setValues, setPhotos, setSectionOrder, flush, draftError };
}
