import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { Extension, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useLayoutEffect, useRef } from 'react';
import { carriesEmbeddedImage, imageUrlMessages } from './imageUrl';

/** SPEC.md section 2, Question-editor demo. */
export const editorPlaceholder = 'Write your question here…';
export const editorInitialContent = '<p>Start writing your question...</p>';

export interface QuestionEditorOptions {
  /** HTML the editor starts with. */
  content: string;
  /** The editor's HTML after every change. */
  onChange?: ((html: string) => void) | undefined;
  /** Pasted or dropped content that carried an image by value was refused. */
  onRefused: (message: string) => void;
  /** Insert Image's shortcut (Mod-Alt-G) was pressed in the writing area. */
  onInsertImage: () => void;
  /** The accessible name of the writing area. */
  label: string;
}

/**
 * The Tiptap editor of the question editor: StarterKit (bold, italic, lists and their
 * shortcuts), images by web address only (allowBase64 false), the placeholder, and a paste
 * and drop guard that refuses pictures carried by value.
 */
export function useQuestionEditor({ content, onChange, onRefused, onInsertImage, label }: QuestionEditorOptions): Editor | null {
  // The editor is made once; it reads the callbacks through a ref kept current after each render.
  const callbacks = useRef({ onChange, onRefused, onInsertImage });
  useLayoutEffect(() => {
    callbacks.current = { onChange, onRefused, onInsertImage };
  });

  return useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false, blockquote: false, link: false }),
      Image.configure({ allowBase64: false, inline: false }),
      Placeholder.configure({ placeholder: editorPlaceholder }),
      Extension.create({
        name: 'insertImageShortcut',
        addKeyboardShortcuts: () => ({
          'Mod-Alt-g': () => {
            callbacks.current.onInsertImage();
            return true;
          },
        }),
      }),
    ],
    content,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'question-editor-content min-h-40 px-4 py-3 focus:outline-none',
      },
      handlePaste: (_view, event) => {
        if (!carriesEmbeddedImage(event.clipboardData)) return false;
        event.preventDefault();
        callbacks.current.onRefused(imageUrlMessages.pastedData);
        return true;
      },
      handleDrop: (_view, event) => {
        if (!carriesEmbeddedImage(event.dataTransfer)) return false;
        event.preventDefault();
        callbacks.current.onRefused(imageUrlMessages.pastedData);
        return true;
      },
    },
    onUpdate: ({ editor }) => callbacks.current.onChange?.(editor.getHTML()),
  });
}

export interface EditorActiveState {
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
}

const inactive: EditorActiveState = { bold: false, italic: false, bulletList: false, orderedList: false };

/** Which marks and lists are on at the cursor; re-renders only when one of them changes. */
export function useEditorActiveState(editor: Editor | null): EditorActiveState {
  return (
    useEditorState({
      editor,
      selector: ({ editor: current }) =>
        current
          ? {
              bold: current.isActive('bold'),
              italic: current.isActive('italic'),
              bulletList: current.isActive('bulletList'),
              orderedList: current.isActive('orderedList'),
            }
          : inactive,
    }) ?? inactive
  );
}
