import { useCallback, useEffect, useRef, useState } from 'react';
import type { InvitationPhoto, InvitationSectionId } from '@kabar/shared';
import type { SaveDraftInput } from '@kabar/shared/invitation-api';
import { saveDraft } from '../api/save-draft';
import { writeFlow, type FlowState, type FlowValues } from './flow-storage';

/** Quiet time after the last change before the draft goes to the server. */
export const DRAFT_SAVE_DELAY_MS = 800;

type StepKey = 'step1' | 'step2' | 'step3';

/**
 * The form state of one theme's configuration. Every change lands in local storage at once (the
 * spec's keys) and, shortly after, in the server draft, so another device can continue from it.
 */
export function useFlowEditor(initial: FlowState) {
  const [state, setState] = useState(initial);
  const current = useRef(initial);
  const pending = useRef<SaveDraftInput>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [draftError, setDraftError] = useState<string | null>(null);
  const themeId = initial.themeId;

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const part = pending.current;
    pending.current = {};
    if (Object.keys(part).length === 0) return;
    try {
      await saveDraft(themeId, part);
      setDraftError(null);
    } catch (error) {
      pending.current = { ...part, ...pending.current };
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
    (mutate: (state: FlowState) => FlowState, part: (state: FlowState) => SaveDraftInput) => {
      const next = mutate(current.current);
      current.current = next;
      setState(next);
      writeFlow(next);
      Object.assign(pending.current, part(next));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  const setValues = useCallback(
    (step: StepKey, values: FlowValues) =>
      change(
        (s) => ({ ...s, [step]: { ...s[step], ...values } }),
        (s) => ({ [step]: s[step] }),
      ),
    [change],
  );

  const setPhotos = useCallback(
    (update: (photos: InvitationPhoto[]) => InvitationPhoto[]) =>
      change(
        (s) => ({ ...s, photos: update(s.photos) }),
        (s) => ({ photos: s.photos.map((p) => p.id) }),
      ),
    [change],
  );

  const setSectionOrder = useCallback(
    (order: InvitationSectionId[]) =>
      change(
        (s) => ({ ...s, sectionOrder: order }),
        (s) => ({ section_order: s.sectionOrder }),
      ),
    [change],
  );

  return { state, setValues, setPhotos, setSectionOrder, flush, draftError };
}

export type FlowEditor = ReturnType<typeof useFlowEditor>;
