import { Group, SegmentedControl } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { Side } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { TeamBadge } from '../../components/team-badge';

export interface SwitchTeam {
  name: string;
  logo: string | null;
}

interface TeamSwitchProps {
  side: Side;
  home: SwitchTeam;
  away: SwitchTeam;
  onChange: (side: Side) => void;
}

/** Each team's tile at least 48 px tall; a long club name wraps beside its badge instead of being cut. */
const STYLES = {
  control: { minHeight: 48 },
  label: {
    minHeight: 48,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    whiteSpace: 'normal',
    lineHeight: 1.2,
    paddingBlock: 4,
  },
} as const;

function TeamLabel({ team }: { team: SwitchTeam }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      <TeamBadge logo={team.logo} name={team.name} size={28} />
      <span>{team.name}</span>
    </Group>
  );
}

/** Home or away: whose players the screen shows. Memoised: a tap re-renders it only if a team changed. */
export const TeamSwitch = memo(function TeamSwitch({ side, home, away, onChange }: TeamSwitchProps) {
  const data = useMemo(
    () => [
      { value: 'home', label: <TeamLabel team={home} /> },
      { value: 'away', label: <TeamLabel team={away} /> },
    ],
    [home, away],
  );
  return (
    <SegmentedControl
      fullWidth
      size="md"
      styles={STYLES}
      aria-label={t.teamsLabel}
      data={data}
      value={side}
      onChange={(value) => onChange(value as Side)}
    />
  );
});
