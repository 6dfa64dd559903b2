/**
 * Fair-play points from the cards of a competition's matches: the fewer, the better
 * (docs/rules.md#tie-breakers). Each player's cards in one match count once, as the heaviest
 * they add up to: a yellow (1 by default); a second yellow, its first yellow included (3); a
 * straight red (4), plus a yellow shown to him before it in that match (so 5 in all).
 */
import { isSecondYellow } from '../match-centre';

export interface CardWeights {
  yellow: number;
  secondYellow: number;
  red: number;
}

export const DEFAULT_CARD_WEIGHTS: CardWeights = { yellow: 1, secondYellow: 3, red: 4 };

export interface CardEvent {
  id: string;
  fixtureId: string;
  teamId: string | null;
  playerId: string | null;
  type: string;
  metadata: string | null;
}

interface Booking {
  teamId: string;
  yellows: number;
  secondYellow: boolean;
  red: boolean;
}

/** Fair-play points per team id, from the match events that count (undone ones left out by the caller). */
export function fairPlayPoints(
  events: readonly CardEvent[],
  weights: CardWeights = DEFAULT_CARD_WEIGHTS,
): Map<string, number> {
  const bookings = new Map<string, Booking>();
  for (const e of events) {
    if (!e.teamId || (e.type !== 'YELLOW_CARD' && e.type !== 'RED_CARD')) continue;
    // A card without a player (a team official) is a booking of its own.
    const key = e.playerId ? `${e.fixtureId}|${e.teamId}|${e.playerId}` : e.id;
    const booking = bookings.get(key) ?? { teamId: e.teamId, yellows: 0, secondYellow: false, red: false };
    if (e.type === 'RED_CARD') booking.red = true;
    else if (isSecondYellow(e)) booking.secondYellow = true;
    else booking.yellows += 1;
    bookings.set(key, booking);
  }
  const points = new Map<string, number>();
  for (const b of bookings.values()) {
    const cautioned = b.yellows > 0 || b.secondYellow;
    const value = b.red
      ? weights.red + (cautioned ? weights.yellow : 0)
      : b.secondYellow || b.yellows > 1
        ? weights.secondYellow
        : weights.yellow;
    points.set(b.teamId, (points.get(b.teamId) ?? 0) + value);
  }
  return points;
}
