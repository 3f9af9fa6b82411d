import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { config } from '@/config';
import { applyLiveEvent } from './liveCache';
import type { LiveStatus } from './liveUpdates';
import { openSharedLiveStream } from './sharedLiveStream';
import { LIVE_EVENTS_PATH } from './paths';
import { clearSession } from './session';

/**
 * Other operators' changes, live, while `enabled` (signed in), through the one stream this
 * browser's tabs share (sharedLiveStream.ts): each change heard goes into the query cache;
 * after a dropped connection every open list is fetched once; a session the backend ended
 * signs out every tab. Answers the stream's state for the header.
 */
export function useLiveUpdates(enabled: boolean): LiveStatus {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    if (!enabled) return;
    return openSharedLiveStream({
      url: `${config.apiBaseUrl}${LIVE_EVENTS_PATH}`,
      onStatus: setStatus,
      onMessage(message) {
        if (message.event === 'session-ended') clearSession(endedReason(message.data));
        if (message.event !== 'change') return;
        try {
          applyLiveEvent(client, JSON.parse(message.data));
        } catch {
          // A message that is not JSON changes nothing; the next reconnect fetches everything anyway.
        }
      },
      onReconnected: () => void client.invalidateQueries({ type: 'active' }),
      onUnauthorized: (reason) => clearSession(reason ?? 'expired'),
    });
  }, [enabled, client]);
  return status;
}

/** Why the stream says the session ended: 'disabled' when an admin turned the operator's access off. */
function endedReason(data: string): 'disabled' | 'expired' {
  try {
    return (JSON.parse(data) as { reason?: unknown }).reason === 'disabled' ? 'disabled' : 'expired';
  } catch {
    return 'expired';
  }
}
