import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { organiserMessages } from '../../../../shared/messages';
import type { TournamentDetail } from '../../../../shared/schemas/reads';
import { EmptyState } from '../../../components/empty-state';
import { FixtureList } from '../../tournaments/fixture-list';

const text = organiserMessages.tournament;

interface FixturesTabProps {
  tournament: TournamentDetail;
  /** Its admin or a co-organiser: Create Fixture, the format builder, and Delete and Start on each fixture. */
  isAdmin: boolean;
}

/** Match Fixtures: 'Create Fixture' ('Create First Fixture' when empty) and the format builder, and Delete/Start for the admin. */
export function FixturesTab({ tournament, isAdmin }: FixturesTabProps) {
  const create = isAdmin && (
    <Group gap="sm">
      <Button component={Link} to={`/mytournaments/create-fixture/${tournament.id}`} mih={44}>
        {tournament.fixtures.length ? text.createFixture : text.createFirstFixture}
      </Button>
      <Button component={Link} to={`/mytournaments/format/${tournament.id}`} variant="light" mih={44}>
        {organiserMessages.format.open}
      </Button>
    </Group>
  );
  if (tournament.fixtures.length === 0) return <EmptyState text={text.noFixtures}>{create}</EmptyState>;
  return (
    <Stack gap="md">
      {create}
      <FixtureList tournament={tournament} withOrganiserActions />
    </Stack>
  );
}
