import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { messages, organiserMessages } from '../../../../shared/messages';
import type { TournamentDetail } from '../../../../shared/schemas/reads';
import { toast } from '../../../app/toasts';
import { CardGrid } from '../../../components/card-grid';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FixtureCard } from '../../../components/fixture-card';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { deleteFixture, refreshTournament } from '../api';
import { FixtureActions } from './fixture-actions';

const text = organiserMessages.tournament;

interface FixturesTabProps {
  tournament: TournamentDetail;
  /** Its admin or a co-organiser: Create Fixture, and Delete and Start on each fixture. */
  isAdmin: boolean;
}

/** Match Fixtures: 'Create Fixture' ('Create First Fixture' when empty), and Delete/Start for the admin. */
export function FixturesTab({ tournament, isAdmin }: FixturesTabProps) {
  const mobile = useIsMobile();
  const [pending, setPending] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { fixtures, teams: _teams, ...summary } = tournament;
  const sorted = [...fixtures].sort((a, b) => a.date.localeCompare(b.date));
  const create = isAdmin && (
    <Button
      component={Link}
      to={`/mytournaments/create-fixture/${tournament.id}`}
      mih={44}
      style={{ alignSelf: 'flex-start' }}
    >
      {fixtures.length ? text.createFixture : text.createFirstFixture}
    </Button>
  );

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await deleteFixture(pending);
      toast.success(text.fixtureDeleted);
      await refreshTournament(tournament.id);
    } catch (error) {
      console.error('Fixture delete failed', error);
      toast.error(text.fixtureDeleteFailed);
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  return (
    <Stack gap="md">
      {sorted.length === 0 ? (
        <EmptyState text={text.noFixtures}>{create}</EmptyState>
      ) : (
        <>
          {create}
          <CardGrid>
            {sorted.map((fixture) => {
              const state = { match: fixture, tournament: summary, isAdmin };
              return (
                <FixtureCard
                  key={fixture.id}
                  fixture={fixture}
                  timeZone={tournament.timeZone}
                  state={state}
                  actions={
                    isAdmin && (
                      <FixtureActions
                        fixture={fixture}
                        mobile={mobile}
                        state={state}
                        onDelete={() => setPending(fixture.id)}
                      />
                    )
                  }
                />
              );
            })}
          </CardGrid>
        </>
      )}
      <ConfirmDialog
        opened={pending !== null}
        message={messages.fixtures.confirmDelete}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
