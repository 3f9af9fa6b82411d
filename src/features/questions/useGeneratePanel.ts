import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { useGenerateAiQuestions, useSaveQuestions, useUploadImage } from '@/api/queries';
import { AI_GENERATION_FAILED, AiReplyError } from '@/api/questionPrompt';
import type { QuestionStatus } from '@/api/schemas';
import type { AiState } from './components/generate/GeneratorControls';
import type { UploadImage } from './components/generate/ImageUploader';
import {
  blankDraft,
  draftErrors,
  draftFromAi,
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
import { draftsReducer, leavesDrafts } from './model/generateState';

const PERSIST_DELAY_MS = 300;

/** Everything the Generate tab shows and does (issue 8: Generate, Editing a draft). */
export function useGeneratePanel() {
  const [storage] = useState(draftStorage);
  const [state, dispatch] = useReducer(draftsReducer, storage, (initial) => ({ drafts: readDrafts(initial), errors: {}, focusRequest: 0 }));
  const [ai, setAi] = useState<AiState>({ status: 'idle' });
  const [saving, setSaving] = useState<QuestionStatus | null>(null);
  const aiController = useRef<AbortController | null>(null);
  const generate = useGenerateAiQuestions({ handlesError: true });
  const save = useSaveQuestions({ handlesError: true });
  const uploadMutation = useUploadImage({ handlesError: true });
  const inFlight = useInFlight<'save'>();
  const toast = useToast();

  // Unsaved drafts survive reload: written shortly after the last change, and on leaving.
  const latest = useRef(state.drafts);
  useEffect(() => {
    latest.current = state.drafts;
    const timer = window.setTimeout(() => writeDrafts(storage, state.drafts), PERSIST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [storage, state.drafts]);
  useEffect(() => () => void writeDrafts(storage, latest.current), [storage]);
  useEffect(() => () => aiController.current?.abort(), []);

  const dirty = state.drafts.length > 0;
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      writeDrafts(storage, latest.current);
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, storage]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && leavesDrafts(currentLocation, nextLocation, paths.login));

  const onChange = useCallback((key: string, patch: DraftPatch) => dispatch({ type: 'change', key, patch }), []);
  const onRemove = useCallback((key: string) => dispatch({ type: 'remove', keys: [key] }), []);
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
          await save.mutateAsync(group.body);
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
