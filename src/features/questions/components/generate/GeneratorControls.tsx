import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field, inputClass } from '@/components/ui/Field';
import { DEFAULT_SUBJECT, MAX_LENGTH } from '@/api/schemas';
import { parseBlankCount, TOPIC_REQUIRED } from '../../model/drafts';

/** Where AI generation stands; the messages are SPEC.md's. */
export type AiState =
  | { status: 'idle' }
  | { status: 'generating'; topic: string; subject: string; startedAt: number }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string }
  | { status: 'done'; added: number; dropped: number };

export const SUBJECT_SUGGESTIONS = ['General', 'History', 'English', 'Science', 'Geography', 'Mathematics'];
export const GENERATION_CANCELLED = 'Generation cancelled.';

export interface GeneratorControlsProps {
  /** Where the AI generation is: idle, running (with Cancel), done or failed. */
  ai: AiState;
  /** Generate blanks pressed with a valid count. */
  onBlank: (count: number) => void;
  /** Generate with AI pressed with a topic and subject. */
  onAi: (topic: string, subject: string) => void;
  /** Cancel pressed while the AI is generating. */
  onCancel: () => void;
}

/** Blank questions by count, or AI questions on a topic and subject, with progress and Cancel. */
export function GeneratorControls({ ai, onBlank, onAi, onCancel }: GeneratorControlsProps) {
  const [count, setCount] = useState('1');
  const [countError, setCountError] = useState<string | undefined>();
  const [topic, setTopic] = useState('');
  const [topicError, setTopicError] = useState<string | undefined>();
  const [subject, setSubject] = useState(DEFAULT_SUBJECT);
  const generating = ai.status === 'generating';

  const submitBlank = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBlankCount(count);
    if ('error' in parsed) return setCountError(parsed.error);
    setCountError(undefined);
    onBlank(parsed.count);
  };
  const submitAi = (event: FormEvent) => {
    event.preventDefault();
    if (!topic.trim()) {
      setTopicError(TOPIC_REQUIRED);
      (event.currentTarget as HTMLFormElement).querySelector('input')?.focus();
      return;
    }
    setTopicError(undefined);
    onAi(topic.trim(), subject.trim() || DEFAULT_SUBJECT);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <form noValidate onSubmit={submitBlank} aria-label="Blank questions" className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
        <h2 className="font-semibold text-ink">Blank questions</h2>
        <Field label="Number of blank questions" error={countError} required>
          {(control) => <input {...control} className={inputClass} inputMode="numeric" value={count} onChange={(event) => setCount(event.target.value)} />}
        </Field>
        <Button type="submit" className="self-start">
          Generate blanks
        </Button>
      </form>
      <form noValidate onSubmit={submitAi} aria-label="AI questions" className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
        <h2 className="font-semibold text-ink">AI questions</h2>
        <Field label="Topic" error={topicError} required>
          {(control) => <input {...control} className={inputClass} maxLength={MAX_LENGTH.label} value={topic} disabled={generating} onChange={(event) => setTopic(event.target.value)} />}
        </Field>
        <Field label="Subject" hint="History is asked as Indian history; English covers vocabulary, grammar, sentence making and Hindi-to-English.">
          {(control) => (
            <>
              <input {...control} className={inputClass} list="ai-subjects" maxLength={MAX_LENGTH.label} value={subject} disabled={generating} onChange={(event) => setSubject(event.target.value)} />
              <datalist id="ai-subjects">
                {SUBJECT_SUGGESTIONS.map((entry) => (
                  <option key={entry} value={entry} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={generating}>
            Generate with AI
          </Button>
          {generating && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
        <AiStatus ai={ai} />
      </form>
    </div>
  );
}

function AiStatus({ ai }: { ai: AiState }) {
  if (ai.status === 'generating') return <Generating topic={ai.topic} subject={ai.subject} startedAt={ai.startedAt} />;
  if (ai.status === 'cancelled') return <p role="status" className="text-sm text-gray-700">{GENERATION_CANCELLED}</p>;
  if (ai.status === 'failed')
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {ai.message}
      </p>
    );
  if (ai.status === 'done')
    return (
      <p role="status" className="text-sm text-green-800">
        {aiDoneMessage(ai.added, ai.dropped)}
      </p>
    );
  return null;
}

export function aiDoneMessage(added: number, dropped: number): string {
  const base = `Added ${added} AI question${added === 1 ? '' : 's'}.`;
  return dropped === 0 ? base : `${base} Dropped ${dropped} in the wrong shape.`;
}

function Generating({ topic, subject, startedAt }: { topic: string; subject: string; startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <div role="status" className="flex flex-col gap-1 text-sm text-gray-800">
      <progress aria-label="Generating questions" className="h-2 w-full" />
      <span>
        Generating 100 questions on {topic} ({subject})… {seconds} s
      </span>
    </div>
  );
}
