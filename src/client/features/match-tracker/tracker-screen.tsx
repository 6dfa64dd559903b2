import { Alert, Loader, Stack, useComputedColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  type EndMatchAction,
  endMatchEntry,
  endMatchOptions,
  type MatchLineups,
  type PlayerState,
  type Position,
  type Side,
  type StatType,
  type TeamState,
  trackerMessages,
} from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { toast } from '../../app/toasts';
import { useDoubledTap } from './doubled-tap';
import { EndMatchDialog } from './end-match-dialog';
import { EventsLog } from './events-log';
import { ForcedSubDialog } from './forced-sub-dialog';
import { MatchControls, MatchEnd } from './match-controls';
import { OtherDayNote } from './other-day-note';
import { Scoreboard } from './scoreboard';
import { pickPlayer } from './selection';
import { ShootoutDialog } from './shootout-dialog';
import { StatBar } from './stat-bar';
import { useSunlight } from './sunlight';
import { SunlightSwitch } from './sunlight-switch';
import { SyncStrip } from './sync-strip';
import { TeamPanel } from './team-panel';
import { TeamSwitch } from './team-switch';
import { useRecorder, useRefusalToasts } from './tracker-actions';
import { trackerStyle } from './tracker-palette';
import classes from './tracker-screen.module.css';
import { usePicks } from './use-picks';
import { type EntryDraft, useTracker } from './use-tracker';
import { useScreenWakeLock } from './wake-lock';

/** What the tracker needs of the fixture: the same object while these values stay the same. */
export interface TrackedMatch {
  id: string;
  homeTeam: { id: string; name: string; logo: string | null };
  awayTeam: { id: string; name: string; logo: string | null };
  /** A knockout fixture (a bracket's match, or one made as 'Knockout'): it cannot end level. */
  knockout: boolean;
  /** Its competition format's stage ('A', 'league', 'knockout'): a group or league match that ends level is a draw. */
  stage: string | null;
  /** Its kick-off (ISO) and its tournament's zone: before Start, a match set for another day says so. */
  kickOff: string;
  timeZone: string;
}

/** One element for every render: the memoised sync strip then renders only when the queue changes. */
const SUNLIGHT_SWITCH = <SunlightSwitch />;

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** What the screen's buttons do, as of the render last shown. */
interface Acts {
  submitStat: (type?: StatType) => unknown;
  offside: () => unknown;
  substitute: (of: TeamState, offId: string, onId: string, position?: Position | null) => unknown;
  chooseEnd: (action: EndMatchAction) => unknown;
  subFromBar: () => unknown;
  noReplacement: (of: TeamState, playerOffId: string) => unknown;
}

const NO_ACTS: Acts = {
  submitStat: () => undefined,
  offside: () => undefined,
  substitute: () => undefined,
  chooseEnd: () => undefined,
  subFromBar: () => undefined,
  noReplacement: () => undefined,
};

interface TrackerScreenProps {
  fixture: TrackedMatch;
  lineups: MatchLineups;
  /** Once a knockout match is over: where its winner plays next. */
  nextNote?: string | null;
  /** Called once the match is over, from this phone or another: its bracket has moved on. */
  onEnded?: () => void;
}

/**
 * The live match tracker (docs/rules.md#the-match-tracker): every tap is a log entry saved on
 * the phone first. Memoised: the page above renders again on every live message and outbox change, which must not cost a tap.
 */
export const TrackerScreen = memo(function TrackerScreen({ fixture, lineups, nextNote, onEnded }: TrackerScreenProps) {
  const { state, record, syncStates, refused, conflicting } = useTracker(fixture.id, lineups);
  const names = useMemo(() => ({ home: fixture.homeTeam.name, away: fixture.awayTeam.name }), [fixture]);
  const teamNames = useMemo(
    () => ({ [fixture.homeTeam.id]: fixture.homeTeam.name, [fixture.awayTeam.id]: fixture.awayTeam.name }),
    [fixture],
  );
  const recorder = useRecorder(record);
  useRefusalToasts(refused);
  const [side, setSide] = useState<Side>('home');
  const { selection, unsaved, change: changeSelection, clear: clearPicks, saveWith } = usePicks();
  const [ending, end] = useDisclosure(false);
  const [postponed, setPostponed] = useState<readonly string[]>([]);
  const [sunlight] = useSunlight();
  const scheme = useComputedColorScheme('light');
  const showSide = useCallback(
    (next: Side) => {
      setSide(next);
      clearPicks();
    },
    [clearPicks],
  );
  // The screen stays on from kick-off until the match is over (or the scorer leaves the tracker).
  useScreenWakeLock(!!state && state.started && !state.locked);
  const ended = !!state?.locked;
  useEffect(() => {
    if (ended) onEnded?.();
  }, [ended, onEnded]);

  // What the buttons do, read when tapped: the buttons get the same functions for the whole screen,
  // so a tap renders only the parts whose values changed (the new log row, the score, the picks).
  // Taken on at commit, so a tap never acts on the picks of a render that was not shown.
  const rendered = useRef(NO_ACTS);
  const acts = useRef(NO_ACTS);
  useLayoutEffect(() => {
    acts.current = rendered.current;
  });
  const onPick = useCallback(
    (team: TeamState, player: PlayerState) => changeSelection((current) => pickPlayer(current, team, player)),
    [changeSelection],
  );
  const onSubmit = useCallback(() => void acts.current.submitStat(), []);
  const onOffside = useCallback(() => void acts.current.offside(), []);
  const onSubstitute = useCallback(() => void acts.current.subFromBar(), []);
  const onChooseEnd = useCallback((action: EndMatchAction) => void acts.current.chooseEnd(action), []);
  const onForcedPick = useCallback(
    (of: TeamState, offId: string, onId: string) => void acts.current.substitute(of, offId, onId, undefined),
    [],
  );
  // The second of a doubled Submit finds its picks already taken: it is a bounce, not a Submit without a stat.
  const doubledSubmit = useDoubledTap();
  const onLater = useCallback((_: TeamState, offId: string) => setPostponed((ids) => [...ids, offId]), []);
  const onNoReplacement = useCallback((of: TeamState, offId: string) => void acts.current.noReplacement(of, offId), []);

  if (!state) return <Loader aria-label={t.loading} />;
  const team = state[side];
  const closed = state.locked || state.stage === 'Penalty Shootout';
  const waitingPlace = (of: TeamState) => of.pendingSubstitution.find((id) => !postponed.includes(id));
  const prompted = closed ? undefined : [state.home, state.away].find(waitingPlace);

  const recordWithPicks = (draft: EntryDraft) => saveWith(selection, () => recorder.tap(draft));
  // Read when tapped: the picks of a tap still being saved are no longer there to submit.
  const submitStat = async (type?: StatType) => {
    const picks = unsaved(selection);
    const stat = type ?? picks.stat;
    const doubled = doubledSubmit();
    if (!stat) return doubled ? undefined : toast.error(trackerMessages.selectStat);
    await recordWithPicks({
      kind: 'EVENT',
      type: stat,
      teamId: team.teamId,
      playerId: picks.playerId ?? '',
      penaltyOutcome: stat === 'PENALTY' ? picks.outcome : null,
    });
  };
  // With a player picked, Offside records at once; tapped first, it is picked like any stat, for Submit.
  const offside = () =>
    unsaved(selection).playerId
      ? submitStat('OFFSIDE')
      : changeSelection((current) => ({ ...current, stat: 'OFFSIDE' }));
  const substitute = async (
    of: TeamState,
    playerOffId: string,
    playerOnId: string,
    position = selection.sub?.position,
  ) => {
    await recordWithPicks({
      kind: 'SUBSTITUTION',
      teamId: of.teamId,
      playerOffId,
      playerOnId,
      ...(position ? { position } : {}),
    });
  };
  const chooseEnd = (action: EndMatchAction) => {
    end.close();
    const entry = endMatchEntry(action, '', 0);
    if (entry) void recorder.tap(entry);
  };
  const subFromBar = () => {
    const { offId, onId } = unsaved(selection).sub ?? {};
    if (offId && onId) void substitute(team, offId, onId);
  };
  const noReplacement = (of: TeamState, playerId: string) =>
    void recorder.tap({ kind: 'NO_REPLACEMENT', teamId: of.teamId, playerId });
  rendered.current = { submitStat, offside, substitute, chooseEnd, subFromBar, noReplacement };
  const { knockout } = fixture;
  const endOptions = endMatchOptions(state, knockout, !knockout && fixture.stage !== null);

  return (
    <Stack
      gap="sm"
      // The tracker's own colours: AA everywhere, 7:1 in sunlight mode (tracker-palette.ts).
      style={trackerStyle(scheme, sunlight)}
      bg="var(--mantine-color-body)"
      c="var(--mantine-color-text)"
      className={classes.tracker}
      data-sunlight={sunlight || undefined}
      data-testid="match-tracker"
    >
      {/* For screen readers and the page's outline: the pinned scoreboard already says it all on screen. */}
      <h1 style={VISUALLY_HIDDEN}>{t.heading(names.home, names.away)}</h1>
      <Scoreboard
        homeScore={state.score.homeScore}
        awayScore={state.score.awayScore}
        homePenaltyScore={state.score.homePenaltyScore}
        awayPenaltyScore={state.score.awayPenaltyScore}
        stage={state.stage}
        clock={state.clock}
        homeName={names.home}
        awayName={names.away}
      />
      {/* Under the scoreboard, so that it sits where it is pinned and the toasts below it (scoreboard.tsx). */}
      <SyncStrip aside={SUNLIGHT_SWITCH} />
      {!state.started && <OtherDayNote kickOff={fixture.kickOff} timeZone={fixture.timeZone} />}
      <MatchControls
        stage={state.stage}
        started={state.started}
        locked={state.locked}
        running={state.clock.running}
        recorder={recorder}
      />
      {state.locked && (
        <Alert color="gray" variant="light" role="status">
          {t.lockedNote}
        </Alert>
      )}
      {state.locked && nextNote && (
        <Alert color="gray" variant="light" role="status" data-testid="next-pairing">
          {nextNote}
        </Alert>
      )}
      <TeamSwitch side={side} home={fixture.homeTeam} away={fixture.awayTeam} onChange={showSide} />
      <TeamPanel team={team} selection={selection} disabled={closed} onPick={onPick} />
      {!closed && (
        <StatBar
          team={team}
          selection={selection}
          onChange={changeSelection}
          onSubmit={onSubmit}
          onOffside={onOffside}
          onSubstitute={onSubstitute}
        />
      )}
      <EventsLog
        syncStates={syncStates}
        state={state}
        refused={refused}
        conflicting={conflicting}
        teamNames={teamNames}
        recorder={recorder}
      />
      <MatchEnd canEnd={!!endOptions} locked={state.locked} recorder={recorder} onEndMatch={end.open} />
      <EndMatchDialog
        opened={ending}
        // Only while asked: closed, the dialog is the same from tap to tap and does not render again.
        options={ending ? endOptions : null}
        homeName={names.home}
        awayName={names.away}
        onChoose={onChooseEnd}
      />
      {/* From the shootout's start on; before it, the dialog has nothing to show and a tap does not render it. */}
      {state.shootout && <ShootoutDialog state={state} names={names} recorder={recorder} knockout={knockout} />}
      <ForcedSubDialog
        team={prompted ?? null}
        offId={prompted && waitingPlace(prompted)}
        teamName={prompted ? (teamNames[prompted.teamId] ?? '') : ''}
        onPick={onForcedPick}
        onLater={onLater}
        onNoReplacement={onNoReplacement}
      />
    </Stack>
  );
});
