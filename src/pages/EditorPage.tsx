import { useState } from 'react';
import { QuestionEditor } from '@/components/editor/QuestionEditor';
import { htmlWordCount } from '@/lib/htmlText';

/**
 * /editor, the question-editor demo (SPEC.md section 2; PRODUCT.md point 6). Not linked from
 * any menu ('Its route is not shown') and open without signing in, as SPEC.md shows it; its
 * code, Tiptap included, loads only when this route is visited.
 */
export function EditorPage() {
  const [words, setWords] = useState<number | null>(null);
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">Question editor</h1>
      <p className="mt-2 text-sm text-gray-700">
        Write a question with bold, italic, lists and images by web address. Use the arrow keys to move along the toolbar.
      </p>
      <div className="mt-6">
        <QuestionEditor onChange={(html) => setWords(htmlWordCount(html))} />
      </div>
      {words !== null && (
        <p className="mt-2 text-right text-xs text-gray-600">
          {words === 1 ? '1 word' : `${words} words`}
        </p>
      )}
    </main>
  );
}
