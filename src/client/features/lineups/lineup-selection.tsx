import { Alert, Button, Group, List, Stack, Tabs, Text } from '@mantine/core';
import { type Dispatch, type SetStateAction, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  type LineupPick,
  type LineupZone,
  movePlayer,
  setJersey,
  validateLineup,
} from '../../../shared/domain/lineup-rules';
import { lineupMessages } from '../../../shared/messages';
import type { FixtureDetail } from '../../../shared/schemas/reads';
import { toast } from '../../app/toasts';
import { lineupsBreakMatchLog } from './fits-match-log';
import { forgetPicks } from './kept-picks';
import { submitLineup } from './submit-lineup';
import { TeamBoard } from './team-board';
import { type BySide, SIDES, type Side, teamOf } from './use-lineup-sources';

const text = lineupMessages;

interface LineupSelectionProps {
  fixture: FixtureDetail;
  sheets: BySide<LineupPick[]>;
  setSheets: Dispatch<SetStateAction<BySide<LineupPick[]> | null>>;
  submitted: BySide<boolean>;
  /** A submitted team's lineup as saved, apart from the edits on screen; null for one not submitted. */
  savedSheet: (side: Side) => LineupPick[] | null;
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** The two teams' tabs share one row, a long name wrapping inside its half instead of widening the page. */
const SIDE_BY_SIDE = {
  tab: { whiteSpace: 'normal', flexBasis: 0, minWidth: 0, overflowWrap: 'anywhere', lineHeight: 1.3 },
} as const;

/**
 * Home team first, then away (docs/rules.md#lineups): only the team being picked is open; a submitted team is
 * shown read-only until 'Edit Lineups'. After the second team the match tracker opens.
 */
export function LineupSelection({ fixture, sheets, setSheets, submitted, savedSheet }: LineupSelectionProps) {
  const navigate = useNavigate();
  const step: Side | 'done' = !submitted.home ? 'home' : !submitted.away ? 'away' : 'done';
  const [tab, setTab] = useState<Side>(step === 'away' ? 'away' : 'home');
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<BySide<string[]>>({ home: [], away: [] });
  const [busy, setBusy] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const alerts = useRef<Partial<Record<Side, HTMLDivElement | null>>>({});
  // Each refused submit counts, so the same errors a second time are brought into view again.
  const [refused, setRefused] = useState<{ side: Side; count: number } | null>(null);
  const lockId = useId();

  // The errors sit under the player list, a screen or two below the submit button on a phone:
  // bring them to the middle of the screen and focus them, so the tap visibly (and audibly) answers.
  useEffect(() => {
    const alert = refused && alerts.current[refused.side];
    if (!alert) return;
    alert.focus({ preventScroll: true });
    alert.scrollIntoView({ block: 'center' });
  }, [refused]);

  const refuse = (side: Side, problems: string[]) => {
    setErrors((old) => ({ ...old, [side]: problems }));
    setRefused((old) => ({ side, count: (old?.count ?? 0) + 1 }));
  };

  const isOpen = (side: Side) => editing || side === step;
  const isLocked = (side: Side) => !editing && step !== 'done' && side !== step;
  const locked = SIDES.find(isLocked);
  const lockReason =
    locked &&
    (submitted[locked]
      ? text.lockedSubmitted(teamOf(fixture, locked).name)
      : text.lockedUntilSubmitted(teamOf(fixture, other(locked)).name, teamOf(fixture, locked).name));

  const edit = (side: Side, change: (sheet: LineupPick[]) => LineupPick[]) =>
    setSheets((old) => (old ? { ...old, [side]: change(old[side]) } : old));

  const submit = async (side: Side) => {
    const team = teamOf(fixture, side);
    // The other team as saved and as picked on screen: the server refuses a player in its saved lineup,
    // and would refuse the other team's next save with one picked there.
    const otherTeam = [...(savedSheet(other(side)) ?? []), ...sheets[other(side)]];
    const problems = validateLineup(sheets[side], team.name, otherTeam);
    if (problems.length > 0) {
      refuse(side, problems);
      return;
    }
    setErrors((old) => ({ ...old, [side]: [] }));
    setBusy(true);
    try {
      const misfit = submitted[side] ? await lineupsBreakMatchLog(fixture, sheets) : null;
      if (misfit) {
        refuse(side, [misfit]);
        return;
      }
      await submitLineup({ fixtureId: fixture.id, teamId: team.id, sheet: sheets[side], update: submitted[side] });
    } catch {
      toast.error(text.submitFailed(team.name));
      return;
    } finally {
      setBusy(false);
    }
    setEditing(false);
    if (submitted[other(side)]) {
      // Both teams are submitted: the phone's saved lineups speak for them now.
      forgetPicks(fixture.id);
      toast.success(text.teamsSubmitted);
      navigate(`/mytournaments/livescorecard/match-tracker/${fixture.id}`, { state: { fixture } });
      return;
    }
    toast.success(side === 'home' ? text.homeSubmitted : text.submitted);
    setTab(other(side));
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    // The margin keeps the tabs clear of the sticky header when the next team is scrolled into view.
    <Stack gap="md" ref={top} style={{ scrollMarginTop: 96 }}>
      {fixture.status === 'FULL_TIME' && (
        <Alert color="yellow" variant="light" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
          {text.endedNote}
        </Alert>
      )}
      {(submitted.home || submitted.away) && !editing && (
        <Group gap="sm">
          <Button variant="light" mih={44} onClick={() => setEditing(true)}>
            {text.editLineups}
          </Button>
          {step === 'done' && (
            <Button
              mih={44}
              onClick={() =>
                navigate(`/mytournaments/livescorecard/match-tracker/${fixture.id}`, { state: { fixture } })
              }
            >
              {text.openTracker}
            </Button>
          )}
        </Group>
      )}
      <Tabs value={tab} onChange={(value) => value && setTab(value as Side)} styles={SIDE_BY_SIDE}>
        <Tabs.List aria-label={text.tabsLabel} grow>
          {SIDES.map((side) => {
            const name = teamOf(fixture, side).name;
            return (
              <Tabs.Tab
                key={side}
                value={side}
                mih={44}
                fw={600}
                disabled={isLocked(side)}
                aria-describedby={isLocked(side) ? lockId : undefined}
              >
                {isLocked(side) ? text.tabLocked(name) : name}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {lockReason && (
          <Text id={lockId} size="sm" c="dimmed" pt="xs">
            {lockReason}
          </Text>
        )}
        {SIDES.map((side) => {
          const name = teamOf(fixture, side).name;
          return (
            <Tabs.Panel key={side} value={side} pt="md">
              <Stack gap="md">
                <TeamBoard
                  sheet={sheets[side]}
                  readOnly={!isOpen(side)}
                  onMove={(playerId, zone: LineupZone) => edit(side, (sheet) => movePlayer(sheet, playerId, zone))}
                  onJersey={(playerId, typed) => edit(side, (sheet) => setJersey(sheet, playerId, typed))}
                />
                {errors[side].length > 0 && (
                  <Alert
                    ref={(element) => {
                      alerts.current[side] = element;
                    }}
                    role="alert"
                    tabIndex={-1}
                    color="red"
                    variant="light"
                    styles={{ message: { color: 'var(--mantine-color-text)' } }}
                  >
                    <List size="sm" spacing={4}>
                      {errors[side].map((error) => (
                        <List.Item key={error}>{error}</List.Item>
                      ))}
                    </List>
                  </Alert>
                )}
                {isOpen(side) && (
                  <Button
                    size="md"
                    mih={48}
                    fullWidth
                    loading={busy}
                    onClick={() => void submit(side)}
                    style={{ position: 'sticky', bottom: 12, zIndex: 5 }}
                  >
                    {submitted[side] ? text.update(name) : text.submit(name)}
                  </Button>
                )}
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
