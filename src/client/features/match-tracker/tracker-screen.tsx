import { Alert, Loader, SegmentedControl, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { memo, startTransition, useMemo, useState } from 'react';
import {
  type EndMatchAction,
  endMatchEntry,
  endMatchOptions,
  type MatchLineups,
  type PlayerState,
  type Side,
  type TeamState,
  trackerMessages,
} from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { toast } from '../../app/toasts';
import { EndMatchDialog } from './end-match-dialog';
import { EventsLog } from './events-log';
import { ForcedSubDialog } from './forced-sub-dialog';
import { MatchControls } from './match-controls';
import { Scoreboard } from './scoreboard';
import { NO_SELECTION, pickPlayer, type Selection } from './selection';
import { ShootoutDialog } from './shootout-dialog';
import { StatBar } from './stat-bar';
import { SyncStrip } from './sync-strip';
import { TeamPanel } from './team-panel';
import { useRecorder, useRefusalToasts } from './tracker-actions';
import { useTracker } from './use-tracker';

/** What the tracker needs of the fixture: the same object while these values stay the same. */
export interface TrackedMatch {
  id: string;
  homeTeam: { id: string; name: string };
  awayTeam: { id: string; name: string };
}

interface TrackerScreenProps {
  fixture: TrackedMatch;
  lineups: MatchLineups;
}

/**
 * The live match tracker (docs/rules.md#the-match-tracker): every tap is a log entry saved on
 * the phone first. Memoised: the page above renders again on every live message and outbox change, which must not cost a tap.
 */
export const TrackerScreen = memo(function TrackerScreen({ fixture, lineups }: TrackerScreenProps) {
  const { state, record, refused, conflicting } = useTracker(fixture.id, lineups);
  const names = { home: fixture.homeTeam.name, away: fixture.awayTeam.name };
  const teamNames = useMemo(
    () => ({ [fixture.homeTeam.id]: fixture.homeTeam.name, [fixture.awayTeam.id]: fixture.awayTeam.name }),
    [fixture],
  );
  const recorder = useRecorder(record, teamNames);
  useRefusalToasts(refused);
  const [side, setSide] = useState<Side>('home');
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [ending, end] = useDisclosure(false);
  const [postponed, setPostponed] = useState<readonly string[]>([]);

  if (!state) return <Loader aria-label={t.loading} />;
  const team = state[side];
  const closed = state.locked || state.stage === 'Penalty Shootout';
  const waitingPlace = (of: TeamState) => of.pendingSubstitution.find((id) => !postponed.includes(id));
  const prompted = closed ? undefined : [state.home, state.away].find(waitingPlace);

  // The picks clear with the tap, so the next tap starts afresh even before the save has finished
  // (a quick second tap on the same player would otherwise unpick him); a refused tap gives them back.
  // As a transition: the save starts first, and the screen shows the saved entry as soon as it can.
  const picked = selection;
  // Cleared in a transition (the new log row paints first); a pick the scorer made meanwhile stays.
  const clearPicks = () =>
    startTransition(() => setSelection((current) => (current === picked ? NO_SELECTION : current)));
  const restoreIfUntouched = () => setSelection((current) => (current === NO_SELECTION ? picked : current));
  const submitStat = async (type = selection.stat) => {
    if (!type) return toast.error(trackerMessages.selectStat);
    clearPicks();
    const saved = await recorder.tap({
      kind: 'EVENT',
      type,
      teamId: team.teamId,
      playerId: selection.playerId ?? '',
      penaltyOutcome: type === 'PENALTY' ? selection.outcome : null,
    });
    if (!saved) restoreIfUntouched();
  };
  const substitute = async (
    of: TeamState,
    playerOffId: string,
    playerOnId: string,
    position = selection.sub?.position,
  ) => {
    clearPicks();
    const saved = await recorder.tap({
      kind: 'SUBSTITUTION',
      teamId: of.teamId,
      playerOffId,
      playerOnId,
      ...(position ? { position } : {}),
    });
    if (!saved) restoreIfUntouched();
  };
  const chooseEnd = (action: EndMatchAction) => {
    end.close();
    const entry = endMatchEntry(action, '', 0);
    if (entry) void recorder.tap(entry);
  };

  return (
    <Stack gap="sm">
      <SyncStrip />
      <Scoreboard state={state} homeName={names.home} awayName={names.away} />
      <MatchControls state={state} recorder={recorder} onEndMatch={end.open} />
      {state.locked && (
        <Alert color="gray" variant="light" role="status">
          {t.lockedNote}
        </Alert>
      )}
      <SegmentedControl
        fullWidth
        size="md"
        // Long club names wrap instead of being cut on a narrow phone.
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
        aria-label={t.teamsLabel}
        data={[
          { value: 'home', label: names.home },
          { value: 'away', label: names.away },
        ]}
        value={side}
        onChange={(value) => {
          setSide(value as Side);
          setSelection(NO_SELECTION);
        }}
      />
      <TeamPanel
        team={team}
        selection={selection}
        disabled={closed}
        onPick={(player: PlayerState) => setSelection((current) => pickPlayer(current, team, player))}
      />
      {!closed && (
        <StatBar
          team={team}
          selection={selection}
          onChange={setSelection}
          onSubmit={() => submitStat()}
          onOffside={() => submitStat('OFFSIDE')}
          onSubstitute={() => {
            const { offId, onId } = selection.sub ?? {};
            if (offId && onId) void substitute(team, offId, onId);
          }}
        />
      )}
      <EventsLog
        fixtureId={fixture.id}
        state={state}
        refused={refused}
        conflicting={conflicting}
        teamNames={teamNames}
        recorder={recorder}
      />
      <EndMatchDialog
        opened={ending}
        options={endMatchOptions(state)}
        homeName={names.home}
        awayName={names.away}
        onChoose={chooseEnd}
      />
      <ShootoutDialog state={state} names={names} recorder={recorder} />
      <ForcedSubDialog
        team={prompted ?? null}
        offId={prompted && waitingPlace(prompted)}
        teamName={prompted ? (teamNames[prompted.teamId] ?? '') : ''}
        onPick={(of, offId, onId) => substitute(of, offId, onId, undefined)}
        onLater={(_, offId) => setPostponed((ids) => [...ids, offId])}
      />
    </Stack>
  );
});
