import {
  findPlayer,
  minuteOfTap,
  type StatType,
  type TrackerEntry,
  type TrackerEvent,
  type TrackerState,
  teamById,
} from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';

export interface EntryLine {
  /** The minute for events (at the tap for one that no longer counts), null for taps of the clock and stages. */
  minute: number | null;
  text: string;
  /** False when an undo or a reset has taken it back. */
  counts: boolean;
  /** The event as it counts now (corrected), for the Correct button. */
  event: TrackerEvent | null;
}

const playerName = (state: TrackerState, teamId: string, playerId: string) => {
  const team = teamById(state, teamId) ?? state.home;
  const found = findPlayer(team, playerId) ?? findPlayer(state.home, playerId) ?? findPlayer(state.away, playerId);
  return found?.name ?? playerId;
};

/** The entries that record something on the pitch, which an undo or a correction can be about. */
const RECORDED = new Set<TrackerEntry['kind']>(['EVENT', 'SUBSTITUTION', 'SHOOTOUT_KICK']);

/** One line of the Match Events log: what the tap recorded, with corrected values once corrected. */
export function describeEntry(
  state: TrackerState,
  entry: TrackerEntry,
  teamNames: Record<string, string>,
  /** The counting events by id, when the caller describes many entries of one state. */
  eventsById?: ReadonlyMap<string, TrackerEvent>,
): EntryLine {
  const event = (eventsById ? eventsById.get(entry.id) : state.events.find((e) => e.id === entry.id)) ?? null;
  const counts = !!event;
  switch (entry.kind) {
    case 'EVENT': {
      const type = (event?.type ?? entry.type) as StatType;
      const teamId = event?.teamId ?? entry.teamId;
      const player = playerName(state, teamId, event?.playerId ?? entry.playerId);
      const outcome = event?.penaltyOutcome ?? entry.penaltyOutcome;
      const label = event?.secondYellow ? t.secondYellow : t.statLabel(type);
      const what = type === 'PENALTY' && outcome ? `${label} (${t.outcomes[outcome]})` : label;
      return {
        minute: event?.minute ?? minuteOfTap(state, entry),
        text: `${what} · ${player} · ${teamNames[teamId] ?? ''}`,
        counts,
        event,
      };
    }
    case 'SUBSTITUTION': {
      const on = playerName(state, entry.teamId, entry.playerOnId);
      const off = playerName(state, entry.teamId, entry.playerOffId);
      return { minute: event?.minute ?? minuteOfTap(state, entry), text: t.substitutionLine(on, off), counts, event };
    }
    case 'SHOOTOUT_KICK':
      return {
        minute: null,
        text: t.shootoutKick(playerName(state, entry.teamId, entry.playerId), entry.scored),
        counts,
        event,
      };
    case 'STAGE':
      return { minute: null, text: t.stageLine[entry.stage], counts: true, event: null };
    case 'NO_REPLACEMENT': {
      const player = playerName(state, entry.teamId, entry.playerId);
      return {
        minute: null,
        text: t.noReplacementLine(teamNames[entry.teamId] ?? '', player),
        counts: true,
        event: null,
      };
    }
    case 'RESOLVE_DUPLICATE': {
      const target = state.log.find((e) => e.id === entry.targetId);
      const label = target?.kind === 'EVENT' ? t.statLabel(target.type) : t.stageLine.RESOLVE_DUPLICATE;
      const answer = entry.same ? t.sameFact(label) : t.twoFacts(label);
      return { minute: null, text: t.duplicateAnswered(answer, entry.same), counts: true, event: null };
    }
    case 'UNDO':
    case 'CORRECTION': {
      // Which event it took back or changed, as it now stands: "Event corrected: Goal · Sam · Home FC, 7'".
      // An undone correction is not described: the event it changed has its own values back.
      const target = state.log.find((e) => e.id === entry.targetId);
      const about = target && RECORDED.has(target.kind) && describeEntry(state, target, teamNames, eventsById);
      const text = about ? t.rewriteLine(t.stageLine[entry.kind], about.text, about.minute) : t.stageLine[entry.kind];
      return { minute: null, text, counts: true, event: null };
    }
    default:
      return { minute: null, text: t.stageLine[entry.kind], counts: true, event: null };
  }
}
