import { EditorContent } from '@tiptap/react';
import './questionEditor.css';
import { useState } from 'react';
import { EditorToolbar, type KeyPlatform, type ToolbarCommand } from './EditorToolbar';
import { ImageUrlDialog, type ImageToInsert } from './ImageUrlDialog';
import { editorInitialContent, useEditorActiveState, useQuestionEditor } from './useQuestionEditor';

export interface QuestionEditorProps {
  /** HTML to start with; SPEC.md's 'Start writing your question...' when not given. */
  initialContent?: string;
  /** The editor's HTML after every change. */
  onChange?: (html: string) => void;
  /** The accessible name of the writing area. */
  label?: string;
  /** Which modifier names the shortcuts show; found from the browser when not given. */
  platform?: KeyPlatform;
}

/**
 * The question editor (SPEC.md section 2, Question-editor demo): a toolbar over a Tiptap
 * writing area, Insert Image through a small dialog, and pictures carried by value (base64)
 * refused whether pasted, dropped or typed into the dialog.
 */
export function QuestionEditor({ initialContent = editorInitialContent, onChange, label = 'Question text', platform }: QuestionEditorProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const editor = useQuestionEditor({
    content: initialContent,
    label,
    onChange: (html) => {
      setRefusal(null);
      onChange?.(html);
    },
    onRefused: setRefusal,
    onInsertImage: () => setDialogOpen(true),
  });
  const active = useEditorActiveState(editor);

  const run = (command: ToolbarCommand) => {
    if (!editor) return;
    if (command === 'image') {
      setDialogOpen(true);
      return;
    }
    const chain = editor.chain().focus();
    if (command === 'bold') chain.toggleBold().run();
    else if (command === 'italic') chain.toggleItalic().run();
    else if (command === 'bulletList') chain.toggleBulletList().run();
    else chain.toggleOrderedList().run();
  };

  const insert = (image: ImageToInsert) => {
    setDialogOpen(false);
    editor?.chain().focus().setImage({ src: image.src, alt: image.alt }).run();
  };

  return (
    <div className="overflow-hidden rounded-lg border border-gray-300 bg-white shadow-xs focus-within:border-brand-600">
      <EditorToolbar active={active} onCommand={run} disabled={!editor} platform={platform} />
      <EditorContent editor={editor} />
      {refusal && (
        <p role="alert" className="border-t border-red-200 bg-red-50 px-4 py-2 text-sm text-red-900">
          {refusal}
        </p>
      )}
      <ImageUrlDialog open={dialogOpen} onInsert={insert} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
