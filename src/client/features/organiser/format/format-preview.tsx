import { List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type CompetitionPlan,
  lastKickOff,
  placeholderLabel,
  roundName,
  type SlotSource,
} from '../../../../shared/domain/formats';
import { organiserMessages } from '../../../../shared/messages';
import type { TeamRefRead } from '../../../../shared/schemas/reads';

const text = organiserMessages.format;

interface FormatPreviewProps {
  plan: CompetitionPlan;
  /** How many days the plan takes. */
  days: number;
  /** The first kick-off of a day ("HH:mm"), the minutes between a day's kick-offs and the days between matchdays. */
  time: string;
  minutesBetween: number;
  daysBetween: number;
  teams: readonly TeamRefRead[];
  /** Teams of a knockout are drawn by the server: they show as their seeds. */
  seedsDrawn: boolean;
  /** Teams of groups are drawn by the server: the groups show by their sizes. */
  groupsDrawn: boolean;
}

/** What the format makes, worked out on the phone: the groups, the matches and the knockout's first round. */
export function FormatPreview({
  plan,
  days,
  time,
  minutesBetween,
  daysBetween,
  teams,
  seedsDrawn,
  groupsDrawn,
}: FormatPreviewProps) {
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const seedOf = new Map(teams.map((team, i) => [team.id, i + 1]));
  const label = (source: SlotSource) => {
    if (source.kind !== 'team') return placeholderLabel(source);
    return seedsDrawn ? text.previewSeed(seedOf.get(source.teamId) ?? 0) : (names.get(source.teamId) ?? '');
  };
  const { bracket } = plan;
  const firstRound = bracket?.matches.filter((m) => m.round === 1) ?? [];
  const byes = bracket?.draw.filter((slot) => slot === null).length ?? 0;
  const bestPlaced = bracket?.draw.some((slot) => slot?.kind === 'best-placed') ?? false;
  const qualifiers = bracket?.draw.filter((slot) => slot !== null).length ?? 0;
  const groupTeams = plan.groups.reduce((count, group) => count + group.teamIds.length, 0);
  const everyoneThrough = plan.groups.length > 0 && qualifiers === groupTeams;
  const last = minutesBetween > 0 ? lastKickOff(plan, { time, minutesBetween, daysBetween }) : null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="format-preview">
      <Stack gap="xs" aria-live="polite">
        <Title order={2} size="h4" id="format-preview">
          {text.previewTitle}
        </Title>
        {plan.groups.length > 0 && (
          <Text>{text.previewGroups(plan.groups.map((g) => g.teamIds.length).join(', '))}</Text>
        )}
        {plan.groups.length > 0 && groupsDrawn && <Text c="dimmed">{text.previewDrawn}</Text>}
        {plan.stageMatches.length > 0 && (
          <Text>
            {plan.groups.length
              ? text.previewMatches(plan.stageMatches.length)
              : text.previewLeague(plan.stageMatches.length)}
          </Text>
        )}
        <Text>{text.previewDays(days)}</Text>
        {last && last !== time && <Text>{text.previewKickOffs(time, last)}</Text>}
        {everyoneThrough && <Text fw={600}>{text.previewEveryoneThrough}</Text>}
        {bracket && firstRound[0] && (
          <>
            <Title order={3} size="h5">
              {roundName(bracket, firstRound[0])}
            </Title>
            <List spacing={4} listStyleType="none" aria-label={roundName(bracket, firstRound[0])}>
              {firstRound.map((match) => (
                <List.Item key={match.id}>
                  <Text span fw={700}>
                    {match.id}
                  </Text>{' '}
                  {label(match.home)} {text.previewVersus} {label(match.away)}
                </List.Item>
              ))}
            </List>
            {byes > 0 && <Text c="dimmed">{text.previewByes(byes)}</Text>}
            {bestPlaced && <Text c="dimmed">{text.previewBestPlaced}</Text>}
          </>
        )}
      </Stack>
    </Paper>
  );
}
