import { memo, useMemo } from 'react';
import type { Side } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { type Choice, ChoiceSwitch } from '../../components/choice-switch';
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

function TeamLabel({ team }: { team: SwitchTeam }) {
  return (
    <>
      <TeamBadge logo={team.logo} name={team.name} size={28} />
      <span>{team.name}</span>
    </>
  );
}

/** Home or away: whose players the screen shows. Memoised: a tap re-renders it only if a team changed. */
export const TeamSwitch = memo(function TeamSwitch({ side, home, away, onChange }: TeamSwitchProps) {
  const choices = useMemo(
    (): Choice<Side>[] => [
      { value: 'home', label: <TeamLabel team={home} /> },
      { value: 'away', label: <TeamLabel team={away} /> },
    ],
    [home, away],
  );
  return <ChoiceSwitch size="md" label={t.teamsLabel} choices={choices} value={side} onChange={onChange} />;
});
