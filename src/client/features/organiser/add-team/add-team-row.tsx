import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { consentMessages, organiserMessages } from '../../../../shared/messages';
import type { TeamListItem } from '../../../../shared/schemas/reads';
import { TeamBadge } from '../../../components/team-badge';
import { TeamName } from '../../../components/team-name';
import textWrap from '../../../components/text-wrap.module.css';
import { type AddState, canPress } from './team-search';

const text = organiserMessages.addTeam;
const LABELS: Record<AddState, string> = {
  idle: text.add,
  adding: text.adding,
  added: text.added,
  invited: consentMessages.ui.invited,
  error: text.retry,
};
const COLORS: Record<AddState, string | undefined> = {
  idle: undefined,
  adding: undefined,
  added: 'gray',
  invited: 'yellow',
  error: 'red',
};

const KEEP_WIDTH = { flexShrink: 0 } as const;

/**
 * One team of the add-team panel: logo, name, abbreviation (two clubs may share a name) and its add
 * button ("Add Kochi Blasters" to a screen reader, described by the abbreviation, so two buttons
 * "Add Blue Tigers" are told apart there too).
 */
export function AddTeamRow({ team, state, onAdd }: { team: TeamListItem; state: AddState; onAdd: () => void }) {
  const abbreviationId = useId();
  return (
    <Group component="li" wrap="nowrap" justify="space-between" gap="sm" mih={56}>
      <Group wrap="nowrap" gap="sm" miw={0}>
        <TeamBadge logo={team.logo} name={team.name} size={40} />
        <Stack gap={0} miw={0}>
          <TeamName name={team.name} fw={600} className={textWrap.anywhere} />
          {/* A list saved before the read carried it has none. */}
          {team.abbreviation && (
            <Text size="xs" c="dimmed" id={abbreviationId}>
              {team.abbreviation}
            </Text>
          )}
        </Stack>
      </Group>
      {/* The name wraps (anywhere, if one word), the button keeps its word whole: beside a long name 'Added' was cut to 'Addec'. */}
      <Button
        mih={44}
        miw={96}
        style={KEEP_WIDTH}
        variant={state === 'idle' ? 'filled' : 'light'}
        color={COLORS[state]}
        disabled={!canPress(state)}
        onClick={onAdd}
        aria-describedby={team.abbreviation ? abbreviationId : undefined}
      >
        {LABELS[state]}
        <VisuallyHidden> {team.name}</VisuallyHidden>
      </Button>
    </Group>
  );
}
