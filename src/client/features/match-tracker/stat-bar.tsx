import { Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, useCallback, useRef } from 'react';
import type { PenaltyOutcome, Position, StatType, TeamState } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { ACCENT_TEXT } from '../../app/theme';
import { ChoiceSwitch } from '../../components/choice-switch';
import { NEW_SUB, type Selection, startSubstitution } from './selection';

/**
 * Full labels on a 360 px screen at 14 px: a two-word label wraps onto two lines instead of being
 * cut, and the button grows to hold it (48 px at least, a gloved thumb's width).
 */
const WRAPPED_LABEL = {
  root: { height: 'auto', minHeight: 48, paddingBlock: 4 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.15, fontSize: 14, overflow: 'visible' },
} as const;
/** The action row: the middle button is wider, so 'Substitution' fits whole on a 360 px screen. */
const ACTION_ROW = { display: 'grid', gridTemplateColumns: '1fr 1.6fr 1fr', gap: 'var(--mantine-spacing-xs)' } as const;

/** The stats recorded with Submit; Offside has its own button (at once with a player picked, else picked for Submit). */
const STATS: readonly StatType[] = ['GOAL', 'OWN_GOAL', 'ASSIST', 'SAVE', 'FOUL', 'YELLOW_CARD', 'RED_CARD', 'PENALTY'];
const OUTCOMES: readonly PenaltyOutcome[] = ['SCORED', 'MISSED', 'SAVED'];
const ROLES: readonly Position[] = ['GOALKEEPER', 'DEFENDER', 'MIDFIELDER', 'STRIKER'];
const AUTO = 'AUTO';

interface StatBarProps {
  team: TeamState;
  selection: Selection;
  /** Takes an update of the latest selection, so quick taps never build on a stale one. */
  onChange: (update: (selection: Selection) => Selection) => void;
  onSubmit: () => void;
  onOffside: () => void;
  onSubstitute: () => void;
}

const nameOf = (team: TeamState, id: string | null) => team.players.find((p) => p.playerId === id)?.name ?? null;

function SubstitutionBar({ team, selection, onChange, onSubstitute }: StatBarProps) {
  const sub = selection.sub ?? NEW_SUB;
  return (
    <Stack gap="xs">
      <Text size="sm">{t.subHint}</Text>
      <Group grow gap="xs">
        <Text size="sm" fw={600} c="red" data-testid="sub-off">
          {t.subOff(nameOf(team, sub.offId))}
        </Text>
        <Text size="sm" fw={600} c={ACCENT_TEXT} data-testid="sub-on">
          {t.subOn(nameOf(team, sub.onId))}
        </Text>
      </Group>
      <Text size="sm" fw={600} id="sub-role-label">
        {t.subRole}
      </Text>
      <ChoiceSwitch
        labelledBy="sub-role-label"
        size="md"
        choices={[{ value: AUTO, label: t.subRoleAuto }, ...ROLES.map((r) => ({ value: r, label: t.roleShort[r] }))]}
        value={sub.position ?? AUTO}
        onChange={(value) =>
          onChange((s) => ({
            ...s,
            sub: { ...(s.sub ?? NEW_SUB), position: value === AUTO ? null : value },
          }))
        }
      />
      <SimpleGrid cols={2} spacing="xs">
        <Button mih={48} variant="default" onClick={() => onChange((s) => ({ ...s, sub: null }))}>
          {t.cancel}
        </Button>
        <Button disabled={!sub.offId || !sub.onId} onClick={onSubstitute} styles={WRAPPED_LABEL}>
          {t.confirmSub}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}

interface StatButtonProps {
  stat: StatType;
  pressed: boolean;
  onChange: StatBarProps['onChange'];
}

/** One stat; memoised, so picking a stat renders the two buttons that change, not the bar. */
const StatButton = memo(function StatButton({ stat, pressed, onChange }: StatButtonProps) {
  return (
    <Button
      px={2}
      variant={pressed ? 'filled' : 'light'}
      color={stat === 'RED_CARD' ? 'red' : stat === 'YELLOW_CARD' ? 'yellow' : 'pitch'}
      // Black on a filled yellow (white would read at under 2:1); white on green and red.
      autoContrast
      aria-pressed={pressed}
      onClick={() => onChange((s) => ({ ...s, stat: s.stat === stat ? null : stat }))}
      styles={WRAPPED_LABEL}
    >
      {t.statLabel(stat)}
    </Button>
  );
});

interface ActionRowProps {
  offsidePicked: boolean;
  onOffside: () => void;
  onSubstitution: () => void;
  onSubmit: () => void;
}

/** Offside, Substitution and Submit: memoised, so a pick or a tap does not render them again. */
const ActionRow = memo(function ActionRow({ offsidePicked, onOffside, onSubstitution, onSubmit }: ActionRowProps) {
  return (
    <Box style={ACTION_ROW}>
      <Button
        px={4}
        variant={offsidePicked ? 'filled' : 'light'}
        aria-pressed={offsidePicked}
        onClick={onOffside}
        styles={WRAPPED_LABEL}
      >
        {t.offside}
      </Button>
      <Button px={4} variant="light" onClick={onSubstitution} styles={WRAPPED_LABEL}>
        {t.substitution}
      </Button>
      <Button px={4} onClick={onSubmit} styles={WRAPPED_LABEL}>
        {t.submit}
      </Button>
    </Box>
  );
});

/**
 * The bottom bar, in thumb reach (docs/architecture.md#client): the stat buttons, Submit, Offside and Substitution;
 * during a substitution, the two players picked and its confirmation.
 */
export const StatBar = memo(function StatBar(props: StatBarProps) {
  const { team, selection, onChange, onSubmit, onOffside } = props;
  // The team shown when tapped; the callback stays the same from tap to tap (ActionRow is memoised).
  const shown = useRef(team);
  shown.current = team;
  const onSubstitution = useCallback(() => onChange((s) => startSubstitution(s, shown.current)), [onChange]);
  return (
    <Paper
      withBorder
      shadow="md"
      p="xs"
      radius="md"
      style={{ position: 'sticky', bottom: 0, zIndex: 5 }}
      aria-label={t.statsLabel}
      component="section"
    >
      {selection.sub ? (
        <SubstitutionBar {...props} />
      ) : (
        <Stack gap="xs">
          <Text size="sm" fw={600} data-testid="selected-player" truncate>
            {t.selectedPlayer(nameOf(team, selection.playerId))}
          </Text>
          <SimpleGrid cols={4} spacing={4} role="group" aria-label={t.statsLabel}>
            {STATS.map((stat) => (
              <StatButton key={stat} stat={stat} pressed={selection.stat === stat} onChange={onChange} />
            ))}
          </SimpleGrid>
          {selection.stat === 'PENALTY' && (
            <ChoiceSwitch
              label={t.penaltyOutcomeLabel}
              size="md"
              choices={OUTCOMES.map((o) => ({ value: o, label: t.outcomes[o] }))}
              value={selection.outcome ?? null}
              onChange={(outcome) => onChange((s) => ({ ...s, outcome }))}
            />
          )}
          <ActionRow
            offsidePicked={selection.stat === 'OFFSIDE'}
            onOffside={onOffside}
            onSubstitution={onSubstitution}
            onSubmit={onSubmit}
          />
        </Stack>
      )}
    </Paper>
  );
});
