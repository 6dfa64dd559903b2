import { isPenaltyScored } from '../../../shared/domain/event-grouping';
import { metadataOf } from '../../../shared/domain/match-centre';
import { browseMessages } from '../../../shared/messages';
import type { MatchEventRead } from '../../../shared/schemas/reads';
import { humanize } from '../../components/names';

const text = browseMessages.match;

export interface EventLine {
  /** The main line: who, or what happened. */
  title: string;
  /** A tag beside it: Own goal, Scored/Missed, card colour, Shootout. */
  tag?: string;
  tagColor?: string;
  /** Second line, e.g. the player coming on. */
  detail?: string;
}

const named = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * How one event reads in the Match Events tab (SUBSTITUTION: player goes off, substitutePlayer comes
 * on); `kick` is a shootout kick's order in the shootout.
 */
export function describeEvent(event: MatchEventRead, kick?: number): EventLine {
  const meta = metadataOf(event);
  const player = event.player?.name ?? named(meta.playerName) ?? text.unknownPlayer;
  switch (event.type) {
    case 'GOAL':
      return { title: player };
    case 'OWN_GOAL':
      return { title: player, tag: text.ownGoal, tagColor: 'gray' };
    case 'PENALTY': {
      const scored = isPenaltyScored(event);
      return {
        title: player,
        tag: scored ? text.penaltyScored : text.penaltyMissed,
        tagColor: scored ? 'pitch' : 'red',
        detail: kick === undefined ? undefined : text.shootoutKick(kick),
      };
    }
    case 'YELLOW_CARD':
      // A second yellow sends the player off (docs/match-log.md).
      return meta.secondYellow === true
        ? { title: player, tag: text.secondYellowCard, tagColor: 'red' }
        : { title: player, tag: text.yellowCard, tagColor: 'yellow' };
    case 'RED_CARD':
      return { title: player, tag: text.redCard, tagColor: 'red' };
    case 'SUBSTITUTION': {
      const off = event.player?.name ?? named(meta.playerOffName) ?? named(meta.replacedPlayer) ?? text.unknownPlayer;
      const on =
        event.substitutePlayer?.name ?? named(meta.playerOnName) ?? named(meta.substitutePlayer) ?? text.unknownPlayer;
      return { title: text.playerOff(off), detail: text.playerOn(on) };
    }
    default:
      return { title: humanize(event.type), detail: event.player || named(meta.playerName) ? player : undefined };
  }
}
