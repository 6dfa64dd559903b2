import { useRef } from 'react';

/**
 * The value last returned while `value` has the same content (as JSON): a read again that brought
 * nothing new (a live stream's catch-up read, the phone's copy saved again with a new time) hands
 * the screen the object it already drew, and memoised parts of it are not drawn again.
 */
export function useStableContent<T>(value: T): T {
  const last = useRef<{ value: T; json: string }>(undefined);
  if (last.current?.value === value) return value;
  const json = JSON.stringify(value) ?? '';
  if (last.current?.json === json) return last.current.value;
  last.current = { value, json };
  return value;
}
