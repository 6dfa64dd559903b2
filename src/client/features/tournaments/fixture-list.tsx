import { Group, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_VENUE } from '../../../shared/constants';
import { groupFixturesByDay } from '../../../shared/domain/fixture-days';
import { browseMessages } from '../../../shared/messages';
import type { TournamentDetail } from '../../../shared/schemas/reads';
import { CardGrid } from '../../components/card-grid';
import { formatDayHeading, zoneName } from '../../components/date-format';
import { EmptyState } from '../../components/empty-state';
import { FixtureCard } from '../../components/fixture-card';
import { organises } from '../../components/organisers';
import { useSession } from '../../lib/session';
import { useIsMobile } from '../../lib/use-is-mobile';
import { FixtureActions } from '../organiser/tournament/fixture-actions';
import { useFixtureDelete } from '../organiser/tournament/use-fixture-delete';
import classes from './fixture-list.module.css';

const text = browseMessages.fixtures;

interface FixtureListProps {
  tournament: TournamentDetail;
  /** The tournament's organisers get Delete and, on a phone, Start on each fixture. */
  withOrganiserActions?: boolean;
}

/**
 * A tournament's fixtures: the matches being played now first under "Live", then one group per
 * day in the tournament's zone (named once, above them all; each card says only its time), by
 * kick-off; a group's shared venue
 * is named in its heading instead of on every card. Each card opens the match screen with
 * {match, tournament, isAdmin}.
 */
export function FixtureList({ tournament, withOrganiserActions = false }: FixtureListProps) {
  const userId = useSession((session) => session.token?.user.id ?? null);
  const mobile = useIsMobile();
  const remove = useFixtureDelete(tournament.id);
  const { fixtures, teams: _teams, ...summary } = tournament;
  if (fixtures.length === 0) {
    return (
      <EmptyState
        text={browseMessages.tournament.noFixtures}
        action={{ label: browseMessages.tournament.browseTournaments, to: '/tournaments' }}
      />
    );
  }
  const isAdmin = organises(tournament, userId);
  const groups = groupFixturesByDay(fixtures, tournament.timeZone, DEFAULT_VENUE);
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {text.timesIn(zoneName(tournament.timeZone))}
      </Text>
      {groups.map((group) => {
        const headingId = `fixtures-${tournament.id}-${group.key}`;
        return (
          <section key={group.key} aria-labelledby={headingId}>
            <Group align="baseline" gap="md" mb="xs" wrap="wrap" style={{ rowGap: 2 }}>
              <Title order={2} fz="h4" id={headingId}>
                {group.live && <span className={classes.liveDot} aria-hidden="true" />}
                {group.live ? text.liveGroup : formatDayHeading(group.key)}
              </Title>
              {group.venue && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {text.venue(group.venue)}
                </Text>
              )}
            </Group>
            <CardGrid>
              {group.fixtures.map((fixture) => {
                const state = { match: fixture, tournament: summary, isAdmin };
                return (
                  <FixtureCard
                    key={fixture.id}
                    fixture={fixture}
                    timeZone={tournament.timeZone}
                    state={state}
                    timeOnly
                    withVenue={!group.venue}
                    actions={
                      withOrganiserActions &&
                      isAdmin && (
                        <FixtureActions
                          fixture={fixture}
                          mobile={mobile}
                          state={state}
                          onDelete={() => remove.ask(fixture)}
                        />
                      )
                    }
                  />
                );
              })}
            </CardGrid>
          </section>
        );
      })}
      {remove.dialog}
    </Stack>
  );
}
