import { Button, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { groupByPeriod } from '../../../../shared/domain/tournament-period';
import { organiserMessages } from '../../../../shared/messages';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { ReadState } from '../../../components/read-state';
import { TournamentCard } from '../../../components/tournament-card';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useMyTournaments } from '../api';
import { CreateTournamentForm } from './create-tournament-form';

const text = organiserMessages.myTournaments;

/**
 * /mytournaments: the signed-in user's tournaments, on now first, then to come, then finished;
 * Create Tournament opens the form in a dialog.
 */
export default function MyTournamentsPage() {
  const userId = useSession((session) => session.token?.user.id ?? null);
  const read = useMyTournaments(userId);
  const [opened, dialog] = useDisclosure(false);
  const mobile = useIsMobile();
  const hasAny = (read.data?.length ?? 0) > 0;

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1}>{text.title}</Title>
          {hasAny && (
            <Button mih={44} onClick={dialog.open}>
              {text.create}
            </Button>
          )}
        </Group>
        <Text c="dimmed">{text.intro}</Text>
        <ReadState read={read} skeleton={<CardGridSkeleton />}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState text={text.empty}>
                <Button mih={44} onClick={dialog.open}>
                  {text.createFirst}
                </Button>
              </EmptyState>
            ) : (
              <Stack gap="lg">
                {groupByPeriod(list).map(({ period, tournaments }) => (
                  <section key={period} aria-labelledby={`my-tournaments-${period}`}>
                    <Title order={2} fz="h4" mb="xs" id={`my-tournaments-${period}`}>
                      {text.groups[period]}
                    </Title>
                    <CardGrid>
                      {tournaments.map((tournament) => (
                        <TournamentCard
                          key={tournament.id}
                          tournament={tournament}
                          to={`/mytournaments/${tournament.id}`}
                        />
                      ))}
                    </CardGrid>
                  </section>
                ))}
              </Stack>
            )
          }
        </ReadState>
      </Stack>
      <Modal opened={opened} onClose={dialog.close} title={text.create} fullScreen={mobile} size="lg">
        <CreateTournamentForm onCreated={dialog.close} />
      </Modal>
    </Container>
  );
}
