import { useCallback, useRef, useState } from 'react';
import { NO_SELECTION, type Selection } from './selection';

export interface Picks {
  selection: Selection;
  /** Changes the picks; a tap being saved has already taken its own, so the change starts afresh. */
  change: (update: (current: Selection) => Selection) => void;
  /**
   * The picks a tap acts on: none when `shown` are the picks of a tap being saved or saved already, so
   * a second Submit in the same instant (a bounced or doubled tap) asks for a stat instead of recording
   * it again.
   */
  unsaved: (shown: Selection) => Selection;
  /** Drops every pick (another team shown). */
  clear: () => void;
  /**
   * Saves a tap made with `picked`: they stay drawn until the save answers, and go in the same render
   * as its entry (one frame for both, docs/architecture.md#build-and-tests), yet are already gone
   * for a quick next tap. A pick made meanwhile stays; a refused tap keeps them.
   */
  saveWith: (picked: Selection, save: () => Promise<boolean>) => Promise<boolean>;
}

/** What the scorer has picked on the tracker for the shown team, before a Submit. */
export function usePicks(): Picks {
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const submitted = useRef<Selection | null>(null);
  const unsaved = useCallback((shown: Selection) => (shown === submitted.current ? NO_SELECTION : shown), []);
  const change = useCallback(
    (update: (current: Selection) => Selection) => setSelection((current) => update(unsaved(current))),
    [unsaved],
  );
  const clear = useCallback(() => setSelection(NO_SELECTION), []);
  const saveWith = useCallback(async (picked: Selection, save: () => Promise<boolean>) => {
    submitted.current = picked;
    let saved = false;
    try {
      saved = await save();
    } finally {
      // A refused tap gives its picks back; a saved one has used them up, also on a screen not drawn again yet.
      if (!saved && submitted.current === picked) submitted.current = null;
    }
    if (saved) setSelection((current) => (current === picked ? NO_SELECTION : current));
    return saved;
  }, []);
  return { selection, unsaved, change, clear, saveWith };
}
