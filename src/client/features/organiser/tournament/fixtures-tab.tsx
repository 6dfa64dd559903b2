import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { organiserMessages } from '../../../../shared/messages';
import type { TournamentDetail } from '../../../../shared/schemas/reads';
import { EmptyState } from '../../../components/empty-state';
import { FixtureList } from '../../tournaments/fixture-list';

const text = organiserMessages.tournament;

interface FixturesTabProps {
  tournament: TournamentDetail;
  /** Its admin or a co-organiser: Create Fixture, and Delete and Start on each fixture. */
  isAdmin: boolean;
}

/** Match Fixtures: 'Create Fixture' ('Create First Fixture' when empty), and Delete/Start for the admin. */
export function FixturesTab({ tournament, isAdmin }: FixturesTabProps) {
  const create = isAdmin && (
    <Button
      component={Link}
      to={`/mytournaments/create-fixture/${tournament.id}`}
      mih={44}
      style={{ alignSelf: 'flex-start' }}
    >
      {tournament.fixtures.length ? text.createFixture : text.createFirstFixture}
    </Button>
  );
  if (tournament.fixtures.length === 0) return <EmptyState text={text.noFixtures}>{create}</EmptyState>;
  return (
    <Stack gap="md">
      {create}
      <FixtureList tournament={tournament} withOrganiserActions />
    </Stack>
  );
}
