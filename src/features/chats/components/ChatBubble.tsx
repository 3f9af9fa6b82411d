import type { ChatMessage } from '@/api/schemas';
import { formatDateTime } from '@/lib/format';
import type { Speaker } from '@/lib/chatSpeaker';

const sides = {
  // Side, corner and the name on every bubble tell the two apart; colour only adds to that.
  sender: { row: 'justify-start', bubble: 'rounded-bl-sm bg-white ring-1 ring-gray-300' },
  receiver: { row: 'justify-end', bubble: 'rounded-br-sm bg-brand-50 ring-1 ring-brand-200' },
  other: { row: 'justify-center', bubble: 'border border-dashed border-gray-400 bg-gray-50' },
} as const;

/** One message: who wrote it, what, and when. */
export function ChatBubble({ message, speaker }: { message: ChatMessage; speaker: Speaker }) {
  const side = sides[speaker.side];
  return (
    <div className={`flex px-3 py-1.5 ${side.row}`}>
      <div className={`flex max-w-[85%] flex-col gap-0.5 rounded-2xl px-3 py-2 text-sm sm:max-w-[75%] ${side.bubble}`}>
        <p className="text-xs font-semibold text-gray-800">{speaker.name}</p>
        <p className="break-words whitespace-pre-wrap text-ink">{message.messagecontent}</p>
        <p className={`text-xs text-gray-700 ${speaker.side === 'receiver' ? 'self-end' : ''}`}>
          <time dateTime={message.createdat}>{formatDateTime(message.createdat)}</time>
        </p>
      </div>
    </div>
  );
}
