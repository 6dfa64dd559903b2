import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { browseMessages } from '../../shared/messages';
import type { TournamentSummary } from '../../shared/schemas/reads';
import { formatDay } from './date-format';
import { EntityAvatar } from './entity-avatar';
import { DescriptionPlaceholder, Placeholder } from './placeholder';
import textWrap from './text-wrap.module.css';

interface TournamentHeaderProps {
  tournament: Pick<TournamentSummary, 'name' | 'logo' | 'description' | 'startDate' | 'endDate'>;
  /** The page's heading when it is about one part of the tournament; the name then shows above it. */
  heading?: string;
  /** Named after the days where kick-off times are set (the organiser's view). */
  timeZone?: string;
  /** A mark under the days, e.g. the organiser's 'You organise this tournament'. */
  badge?: ReactNode;
  children?: ReactNode;
}

/** Logo, name (the page's heading), days and description; actions go below. */
export function TournamentHeader({ tournament, heading, timeZone, badge, children }: TournamentHeaderProps) {
  const { name, logo, description, startDate, endDate } = tournament;
  const days = browseMessages.tournaments.dates(formatDay(startDate), formatDay(endDate));
  return (
    <Stack gap="sm" mb="md">
      <Group wrap="nowrap" align="center" gap="md">
        <EntityAvatar src={logo} name={name} size={72} radius="md" />
        <Stack gap={2} miw={0}>
          {heading && (
            <Text size="sm" fw={600} c="dimmed" className={textWrap.anywhere}>
              {name}
            </Text>
          )}
          {/* A name of one long word (the form takes it) wraps instead of widening the page. */}
          <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.15} className={textWrap.anywhere}>
            {heading ?? name}
          </Title>
          <Text size="sm" c="dimmed">
            {timeZone ? `${days} · ${timeZone}` : days}
          </Text>
          {badge}
        </Stack>
      </Group>
      {description && <Text className={textWrap.anywhere}>{description}</Text>}
      {children}
    </Stack>
  );
}

/** The header's logo, name, days and a line of description, where they will come. */
export function TournamentHeaderSkeleton() {
  return (
    <Stack gap="sm" mb="md" aria-hidden="true">
      <Group wrap="nowrap" gap="md">
        <Placeholder h={72} w={72} radius="md" />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Placeholder h={28} w="70%" />
          <Placeholder h={14} w="40%" />
        </Stack>
      </Group>
      <DescriptionPlaceholder />
    </Stack>
  );
}
