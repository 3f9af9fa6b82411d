import { ChatRoomsTable } from './components/ChatRoomsTable';
import { ChatThread } from './components/ChatThread';
import { CHOOSE_ROOM } from './model/chatRoom';
import { TabSection } from '@/components/dashboard/TabSection';
import { Button } from '@/components/ui/Button';
import { CHAT_HISTORY_LABEL } from '@/paths';
import { useChatHistoryPage } from './useChatHistoryPage';

/**
 * SPEC.md Chat history: the rooms, and the thread of the one chosen. Side by side on wide
 * screens, one above the other on desktops; on a phone the thread takes the list's place and
 * Back to rooms brings the list back.
 */
export function ChatHistoryPage() {
  const page = useChatHistoryPage();
  const open = page.roomId !== '';
  return (
    <TabSection title={CHAT_HISTORY_LABEL} description="Open a room to read its messages. Search by room ID, sender or receiver with the search box above.">
      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] 2xl:items-start">
        <div className={open ? 'hidden lg:block' : undefined}>
          <ChatRoomsTable {...page.table} openRoomId={page.roomId} onOpen={page.openRoom} maxHeight={open ? '40vh' : '70vh'} />
        </div>
        {open ? (
          <div className="flex flex-col items-start gap-3">
            <Button variant="secondary" className="lg:hidden" onClick={page.closeRoom}>
              <span aria-hidden="true">←</span> Back to rooms
            </Button>
            <div className="w-full">
              <ChatThread key={page.roomId} roomId={page.roomId} {...page.thread} />
            </div>
          </div>
        ) : (
          <p className="hidden rounded-lg border border-dashed border-gray-300 px-6 py-10 text-center text-sm text-gray-700 lg:block">{CHOOSE_ROOM}</p>
        )}
      </div>
    </TabSection>
  );
}
