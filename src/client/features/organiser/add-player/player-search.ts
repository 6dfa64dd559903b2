export interface SearchablePlayer {
  name: string;
  phoneNumber?: string | null;
  phone?: string | null;
}

const compact = (value: string) => value.replace(/[\s()+-]/g, '').toLocaleLowerCase();

/**
 * The search matches the phone number or the name, case-insensitive. Spaces, dashes,
 * brackets and '+' are ignored in phone numbers, so "90000 00000" finds "+919000000000".
 */
export function filterPlayers<T extends SearchablePlayer>(players: readonly T[], query: string): T[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return [...players];
  const digits = compact(wanted);
  return players.filter(
    (player) =>
      player.name.toLocaleLowerCase().includes(wanted) ||
      (digits !== '' && [player.phoneNumber, player.phone].some((phone) => phone && compact(phone).includes(digits))),
  );
}
