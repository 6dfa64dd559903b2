/** The add-team panel's search: a case-insensitive substring of the name; blank shows all. */
export function filterByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return [...items];
  return items.filter((item) => item.name.toLocaleLowerCase().includes(wanted));
}

export type AddState = 'idle' | 'adding' | 'added' | 'invited' | 'error';

/** The add button is disabled while adding and once added or invited; after an error it offers Retry. */
export const canPress = (state: AddState) => state === 'idle' || state === 'error';
