import { useCallback, useState } from 'react';

const STORAGE_NOTE_KEY = 'pitchside-storage-note-read';

function readBefore(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_NOTE_KEY) === 'yes';
  } catch {
    return false; // storage refused: the note shows
  }
}

/**
 * Whether the scorer has hidden the note that this browser may clear what waits, and the answer
 * that hides it; remembered on this phone, so the note read once does not take the tracker's room
 * at every match.
 */
export function useStorageNoteHidden(): [boolean, () => void] {
  const [hidden, setHidden] = useState(readBefore);
  const hide = useCallback(() => {
    try {
      globalThis.localStorage?.setItem(STORAGE_NOTE_KEY, 'yes');
    } catch {
      // Not remembered, but hidden for this visit.
    }
    setHidden(true);
  }, []);
  return [hidden, hide];
}
