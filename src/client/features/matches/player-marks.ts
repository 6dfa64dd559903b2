import { eventKind, inExtraTime, isShown } from '../../../shared/domain/match-centre';
import { browseMessages } from '../../../shared/messages';
import type { MatchEventRead } from '../../../shared/schemas/reads';

/** What a player did in the match, as fan apps mark it beside the shirt. */
export interface PlayerMarks {
  goals: number;
  ownGoals: number;
  booked: boolean;
  sentOff: boolean;
  /** The minute the player went off, or came on, by substitution, as it reads ("67'", "3' ET"); null when they did not. */
  offAt: string | null;
  onAt: string | null;
}

const blank = (): PlayerMarks => ({ goals: 0, ownGoals: 0, booked: false, sentOff: false, offAt: null, onAt: null });

/** Marks by player id from the match's events as the timeline shows them (match-centre.ts); shootout kicks are no goals. */
export function playerMarks(events: readonly MatchEventRead[]): Map<string, PlayerMarks> {
  const marks = new Map<string, PlayerMarks>();
  const of = (id: string) => {
    const mark = marks.get(id) ?? blank();
    marks.set(id, mark);
    return mark;
  };
  for (const event of events.filter(isShown)) {
    const player = event.player?.id;
    if (!player || event.isShootout) continue;
    switch (eventKind(event)) {
      case 'goal':
      case 'penalty':
        of(player).goals++;
        break;
      case 'ownGoal':
        of(player).ownGoals++;
        break;
      case 'yellow':
        of(player).booked = true;
        break;
      case 'red':
        of(player).sentOff = true;
        break;
      case 'substitution': {
        const minute = browseMessages.match.minute(event.minute, inExtraTime(event));
        of(player).offAt = minute;
        if (event.substitutePlayer) of(event.substitutePlayer.id).onAt = minute;
        break;
      }
    }
  }
  return marks;
}

/** Whether the player has anything to mark. */
export const hasMarks = (m: PlayerMarks | undefined): m is PlayerMarks =>
  !!m && (m.goals > 0 || m.ownGoals > 0 || m.booked || m.sentOff || m.offAt !== null || m.onAt !== null);
