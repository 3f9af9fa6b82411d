import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { useGenerateAiQuestions, useSaveQuestions, useUploadImage } from '@/api/queries';
import { AI_GENERATION_FAILED, AiReplyError } from '@/api/questionPrompt';
import type { QuestionStatus } from '@/api/schemas';
import type { AiState } from './components/generate/GeneratorControls';
import type { UploadImage } from './components/generate/ImageUploader';
import { useSession } from '@/api/useSession';
import {
  adoptUnownedDrafts,
  blankDraft,
  draftErrors,
  draftFromAi,
  draftsKeyFor,
  draftStorage,
  newDraftKey,
  readDrafts,
  SAVE_FAILED,
  SAVED,
  saveBodies,
  sameAsSaved,
  savedAlreadyOf,
  savedBefore,
  writeDrafts,
  type DraftPatch,
  type SaveGroup,
} from './model/drafts';
import { useToast } from '@/components/ui/toastContext';
import { useInFlight } from '@/lib/useInFlight';
import { paths } from '@/paths';
import { draftsReducer, leavesDrafts, storedAfter, type DraftsAction } from './model/generateState';

/** Everything the Generate tab shows and does (issue 8: Generate, Editing a draft). */
export function useGeneratePanel() {
  const [storage] = useState(draftStorage);
  // The signed-in operator's own drafts (issue 25), shared by their tabs of this browser.
  const operatorId = useSession()?.user._id ?? null;
  const key = draftsKeyFor(operatorId);
  const [state, localDispatch] = useReducer(draftsReducer, null, () => {
    adoptUnownedDrafts(storage, key);
    return { drafts: readDrafts(storage, key), errors: {}, savedAlready: {}, focusRequest: 0 };
  });
  const [ai, setAi] = useState<AiState>({ status: 'idle' });
  const [saving, setSaving] = useState<QuestionStatus | null>(null);
  const aiController = useRef<AbortController | null>(null);
  const generate = useGenerateAiQuestions({ handlesError: true });
  const save = useSaveQuestions({ handlesError: true });
  const uploadMutation = useUploadImage({ handlesError: true });
  const inFlight = useInFlight<'save'>();
  const toast = useToast();

  // Unsaved drafts survive reload, and every tab of this operator sees the others' changes:
  // each change is made at once to what is kept (not written from this tab's copy), and the
  // other tabs hear it as a storage event.
  const latest = useRef(state.drafts);
  useEffect(() => {
    latest.current = state.drafts;
  }, [state.drafts]);
  const dispatch = useCallback(
    (action: DraftsAction) => {
      const next = storedAfter(readDrafts(storage, key), latest.current, action);
      if (next) writeDrafts(storage, next, key);
      localDispatch(action);
    },
    [storage, key],
  );
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) localDispatch({ type: 'sync', drafts: readDrafts(storage, key) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage, key]);
  useEffect(() => () => aiController.current?.abort(), []);

  const dirty = state.drafts.length > 0;
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && leavesDrafts(currentLocation, nextLocation, paths.login));

  const onChange = useCallback((draftKey: string, patch: DraftPatch) => dispatch({ type: 'change', key: draftKey, patch }), [dispatch]);
  const onRemove = useCallback((draftKey: string) => dispatch({ type: 'remove', keys: [draftKey] }), [dispatch]);
  const uploadAsync = uploadMutation.mutateAsync;
  const upload = useCallback<UploadImage>((file, kind, signal, onProgress) => uploadAsync({ file, kind, signal, onProgress }), [uploadAsync]);

  const onBlank = (count: number) => dispatch({ type: 'add', drafts: Array.from({ length: count }, () => blankDraft()) });

  const onAi = (topic: string, subject: string) => {
    aiController.current?.abort();
    const controller = new AbortController();
    aiController.current = controller;
    setAi({ status: 'generating', topic, subject, startedAt: Date.now() });
    generate.mutate(
      { topic, subject, signal: controller.signal },
      {
        onSuccess: ({ questions, dropped }) => {
          if (controller.signal.aborted) return;
          dispatch({ type: 'add', drafts: questions.map((question) => draftFromAi(question, subject)) });
          setAi({ status: 'done', added: questions.length, dropped });
        },
        onError: (error) => {
          if (controller.signal.aborted) return;
          setAi({ status: 'failed', message: error instanceof AiReplyError ? error.message : AI_GENERATION_FAILED });
        },
      },
    );
  };
  const onCancel = () => {
    aiController.current?.abort();
    setAi({ status: 'cancelled' });
  };

  /**
   * Saves one group. Refused because some of its drafts were saved already (an earlier save's
   * answer was lost): those unchanged since go, as saved; the rest of the group is saved; those
   * changed since wait for the operator's choice.
   */
  const saveGroup = async (group: SaveGroup, status: QuestionStatus): Promise<{ dropped: number; asked: number }> => {
    try {
      await save.mutateAsync({ body: group.body, idempotencyKey: group.idempotencyKey });
      dispatch({ type: 'remove', keys: group.keys });
      return { dropped: 0, asked: 0 };
    } catch (error) {
      const saved = savedAlreadyOf(error);
      if (!saved) throw error;
      const drafts = state.drafts.filter((draft) => group.keys.includes(draft.key));
      const same = saved.filter((entry) => drafts.some((draft) => draft.key === entry.draftKey && sameAsSaved(draft, entry.question, status)));
      const changed = saved.filter((entry) => !same.includes(entry));
      dispatch({ type: 'remove', keys: same.map((entry) => entry.draftKey) });
      if (changed.length > 0) {
        dispatch({ type: 'savedAlready', saved: changed });
        return { dropped: same.length, asked: changed.length };
      }
      const rest = drafts.filter((draft) => !same.some((entry) => entry.draftKey === draft.key));
      for (const retry of saveBodies(rest, status)) {
        await save.mutateAsync({ body: retry.body, idempotencyKey: retry.idempotencyKey });
        dispatch({ type: 'remove', keys: retry.keys });
      }
      return { dropped: same.length, asked: 0 };
    }
  };

  const onSave = (status: QuestionStatus) =>
    void inFlight.run('save', async () => {
      const errors = draftErrors(state.drafts);
      if (Object.keys(errors).length > 0) {
        dispatch({ type: 'refuse', errors });
        return;
      }
      // A draft saved already waits for the operator's choice: saving it again would only be refused.
      dispatch({ type: 'refuse', errors: {} });
      if (Object.keys(state.savedAlready).length > 0) return;
      setSaving(status);
      try {
        let dropped = 0;
        for (const group of saveBodies(state.drafts, status)) {
          const outcome = await saveGroup(group, status);
          dropped += outcome.dropped;
          if (outcome.asked > 0) return;
        }
        toast.success(SAVED);
        if (dropped > 0) toast.success(savedBefore(dropped));
      } catch (error) {
        console.error('Saving questions failed', error);
        toast.error(SAVE_FAILED);
      } finally {
        setSaving(null);
      }
    });

  const onKeepMine = useCallback((draftKey: string) => dispatch({ type: 'rekey', key: draftKey, newKey: newDraftKey() }), [dispatch]);

  return {
    controls: { ai, onBlank, onAi, onCancel },
    editor: { drafts: state.drafts, errors: state.errors, savedAlready: state.savedAlready, focusRequest: state.focusRequest, saving, onChange, onRemove, onKeepMine, onSave, upload },
    leave: {
      open: blocker.state === 'blocked',
      stay: () => blocker.reset?.(),
      leave: () => blocker.proceed?.(),
    },
  };
}
