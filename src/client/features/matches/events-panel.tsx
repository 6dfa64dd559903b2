import { Badge, Stack, Text, VisuallyHidden } from '@mantine/core';
import { inExtraTime, matchTimeline, type TimelineEntry } from '../../../shared/domain/match-centre';
import { browseMessages } from '../../../shared/messages';
import type { FixtureDetail, MatchEventRead } from '../../../shared/schemas/reads';
import { EmptyState } from '../../components/empty-state';
import { Placeholder } from '../../components/placeholder';
import { ReadState } from '../../components/read-state';
import type { MatchEventsData } from '../../components/reads';
import { TeamName } from '../../components/team-name';
import type { CachedReadState } from '../../lib/use-cached-read';
import { describeEvent } from './describe-event';
import { EventIcon } from './event-icon';
import classes from './match-centre.module.css';

const text = browseMessages.match;

function EventRow({ entry, fixture }: { entry: TimelineEntry<MatchEventRead>; fixture: FixtureDetail }) {
  const { event, kind, side, assist, kick } = entry;
  const line = describeEvent(event, kick);
  // The player's own team, also for an own goal drawn on the other side.
  const team = [fixture.homeTeam, fixture.awayTeam].find((t) => t.id === event.teamId);
  return (
    <li className={classes.row} data-side={side ?? undefined}>
      <Text className={classes.minute}>{kick === undefined && text.minute(event.minute, inExtraTime(event))}</Text>
      <span className={classes.icon}>
        <EventIcon kind={kind} />
      </span>
      <Stack gap={0} className={classes.what}>
        <Text component="div" fw={600}>
          {!line.tag && kind !== 'other' && <VisuallyHidden>{`${text.kinds[kind]}: `}</VisuallyHidden>}
          {line.title}
          {line.tag && (
            <Badge color={line.tagColor} autoContrast tt="none" ml="xs" style={{ verticalAlign: 'middle' }}>
              {line.tag}
            </Badge>
          )}
        </Text>
        {line.detail && <Text size="sm">{line.detail}</Text>}
        {assist && <Text size="sm">{text.assist(assist)}</Text>}
        {team && <TeamName name={team.name} size="sm" c="dimmed" />}
      </Stack>
    </li>
  );
}

/** Every event in one list by minute, home on the left and away on the right from 48em. */
function Timeline({ events, fixture }: { events: MatchEventRead[]; fixture: FixtureDetail }) {
  const timeline = matchTimeline(events, fixture.homeTeamId, fixture.awayTeamId);
  if (timeline.length === 0) return <EmptyState text={text.noEvents} />;
  return (
    <ol className={classes.timeline} aria-label={text.timelineLabel}>
      {timeline.map((entry) => (
        <EventRow key={entry.event.id} entry={entry} fixture={fixture} />
      ))}
    </ol>
  );
}

interface EventsPanelProps {
  read: CachedReadState<MatchEventsData>;
  fixture: FixtureDetail;
  /** The page already says its data came from the phone: the panel does not say it again. */
  pageNoted: boolean;
}

/**
 * Match Events tab: one timeline by minute (events without a type or with a negative minute
 * dropped, docs/rules.md#match-events), an icon per kind, each assist under its goal.
 */
export function EventsPanel({ read, fixture, pageNoted }: EventsPanelProps) {
  return (
    <ReadState
      read={read}
      withNote={!pageNoted}
      loadingText={text.loadingEvents}
      skeleton={Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Placeholder key={i} h={44} />
      ))}
    >
      {(data) => <Timeline events={data.matchEvents} fixture={fixture} />}
    </ReadState>
  );
}
