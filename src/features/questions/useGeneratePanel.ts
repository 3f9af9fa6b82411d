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
  readDrafts,
  SAVE_FAILED,
  SAVED,
  saveBodies,
  writeDrafts,
  type DraftPatch,
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
    return { drafts: readDrafts(storage, key), errors: {}, focusRequest: 0 };
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

  const onSave = (status: QuestionStatus) =>
    void inFlight.run('save', async () => {
      const errors = draftErrors(state.drafts);
      if (Object.keys(errors).length > 0) {
        dispatch({ type: 'refuse', errors });
        return;
      }
      dispatch({ type: 'refuse', errors: {} });
      setSaving(status);
      try {
        for (const group of saveBodies(state.drafts, status)) {
          await save.mutateAsync({ body: group.body, idempotencyKey: group.idempotencyKey });
          dispatch({ type: 'remove', keys: group.keys });
        }
        toast.success(SAVED);
      } catch (error) {
        console.error('Saving questions failed', error);
        toast.error(SAVE_FAILED);
      } finally {
        setSaving(null);
      }
    });

  return {
    controls: { ai, onBlank, onAi, onCancel },
    editor: { drafts: state.drafts, errors: state.errors, focusRequest: state.focusRequest, saving, onChange, onRemove, onSave, upload },
    leave: {
      open: blocker.state === 'blocked',
      stay: () => blocker.reset?.(),
      leave: () => blocker.proceed?.(),
    },
  };
}
