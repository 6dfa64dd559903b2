import { Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MATCH_PICK_DELAY_MS } from '../../../../shared/constants';
import { organiserMessages } from '../../../../shared/messages';
import type { TeamRefRead } from '../../../../shared/schemas/reads';
import { ACCENT_TEXT } from '../../../app/theme';
import { TeamBadge } from '../../../components/team-badge';
import { TeamName } from '../../../components/team-name';
import { applyChange, type MatchPick, NO_PICK, type RowState, rowState, startChange } from './match-pick';

const text = organiserMessages.matchPicker;
const LABELS: Record<Exclude<RowState, 'added'>, string> = {
  idle: text.add,
  full: text.add,
  adding: text.adding,
  removing: text.removing,
};

/** What the fixture builder starts its first card with when it is opened from the picker. */
export interface PickedMatch {
  homeTeam: string;
  awayTeam: string;
}

interface MatchTeamPickerProps {
  tournamentId: string;
  teams: readonly TeamRefRead[];
}

/**
 * The match-team picker of the add-team screen (SPEC §2, docs/rules.md#fixtures): two of the
 * tournament's teams, home first, each tap shown as 'Adding...' for 500 ms; then the fixture builder
 * opens with them on its first card.
 */
export function MatchTeamPicker({ tournamentId, teams }: MatchTeamPickerProps) {
  const [pick, setPick] = useState<MatchPick>(NO_PICK);
  useEffect(() => {
    if (!pick.pending) return;
    const timer = setTimeout(() => setPick(applyChange), MATCH_PICK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pick.pending]);
  const [home, away] = pick.picked;
  const busy = pick.pending !== null;
  const tap = (teamId: string) => setPick((current) => startChange(current, teamId));
  const sideOf = (id: string) => (id === home ? text.home : id === away ? text.away : null);

  return (
    <Stack component="section" gap="sm" aria-labelledby="match-picker-heading">
      <div>
        <Title order={2} size="h3" id="match-picker-heading">
          {text.title}
        </Title>
        <Text size="sm" c="dimmed">
          {teams.length ? text.intro : text.needTeams}
        </Text>
      </div>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={text.listLabel}>
        {teams.map((team) => {
          const state = rowState(pick, team.id);
          const side = sideOf(team.id);
          return (
            <Group component="li" key={team.id} wrap="nowrap" justify="space-between" gap="sm" mih={56}>
              <Group wrap="nowrap" gap="sm" miw={0}>
                <TeamBadge logo={team.logo} name={team.name} size={40} />
                <div style={{ minWidth: 0 }}>
                  <TeamName name={team.name} fw={600} />
                  {side && (
                    <Text size="sm" fw={700} c={ACCENT_TEXT}>
                      {side}
                    </Text>
                  )}
                </div>
              </Group>
              {state === 'added' ? (
                <Group wrap="nowrap" gap="xs">
                  <Text fw={600}>{text.added}</Text>
                  <Button mih={44} variant="subtle" color="red" disabled={busy} onClick={() => tap(team.id)}>
                    {text.remove}
                    <VisuallyHidden> {text.toMatch(team.name)}</VisuallyHidden>
                  </Button>
                </Group>
              ) : (
                <Button
                  mih={44}
                  miw={112}
                  variant={state === 'idle' || state === 'full' ? 'filled' : 'light'}
                  disabled={state !== 'idle' || busy}
                  onClick={() => tap(team.id)}
                >
                  {LABELS[state]}
                  <VisuallyHidden> {text.toMatch(team.name)}</VisuallyHidden>
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
      {home && away && !busy && (
        <Button
          component={Link}
          to={`/mytournaments/create-fixture/${tournamentId}`}
          state={{ homeTeam: home, awayTeam: away } satisfies PickedMatch}
          mih={44}
        >
          {text.build}
        </Button>
      )}
    </Stack>
  );
}
