import { useEffect, useRef } from 'react';
import { LIVE_REFRESH_MS } from '../../shared/constants';
import { listenLive, liveStreamsSupported } from './live-stream';

/**
 * While `stream` is set (the match or tournament is live), refreshes the screen's reads each time
 * the server's live stream says something changed. When the stream is unavailable it falls back to
 * polling every 15 s while the page is visible; coming back to the page, or the network coming
 * back, always refreshes once.
 * With `only` (a constant: a new list opens the stream again), a change of another kind (a match
 * event, when the screen shows lineups) is let pass.
 */
export function useLiveRefresh(
  stream: string | null,
  refreshers: Array<() => Promise<void>>,
  only?: readonly string[],
) {
  const latest = useRef(refreshers);
  latest.current = refreshers;

  useEffect(() => {
    if (!stream) return;
    let streaming = false;
    const refresh = () => {
      for (const run of latest.current) void run();
    };
    const poll = () => {
      if (!streaming && document.visibilityState === 'visible') refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const streams = liveStreamsSupported();
    // A change the stream told of while the phone had no network was read in vain: read it again now,
    // when the stream never noticed the drop (a line back within its keep-alive), or the screen polls.
    // A stream that dropped reads again as it reopens: not a second time here.
    const onOnline = () => {
      if (streaming || !streams) refresh();
    };
    const stopListening = streams
      ? listenLive(stream, {
          onChange: (kind) => {
            if (!only || kind === null || only.includes(kind)) refresh();
          },
          onConnected: (connected) => {
            // Whatever changed between the screen's last read and the stream opening is read now.
            if (connected && !streaming) refresh();
            streaming = connected;
          },
        })
      : () => {};
    const timer = setInterval(poll, LIVE_REFRESH_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      stopListening();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, [stream, only]);
}
