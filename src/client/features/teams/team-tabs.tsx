import { Stack } from '@mantine/core';
import { browseMessages } from '../../../shared/messages';
import type { FixtureSummary, TeamDetail } from '../../../shared/schemas/reads';
import { CardGrid } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { FixtureCard } from '../../components/fixture-card';
import { isLive, wasPlayed } from '../../components/fixture-status';
import { PageTabs } from '../../components/page-tabs';
import { byPositionThenNumber, PlayerList } from '../../components/player-row';
import { TournamentCard } from '../../components/tournament-card';
import { LeaveTeamButton, RemovePlayerButton, TeamInvitations, WithdrawButton } from '../consent';
import { AddPlayerSlot } from './add-player-slot';

const text = browseMessages.team;
const browse = { label: browseMessages.tournament.browseTournaments, to: '/tournaments' };

interface TeamTabsProps {
  team: TeamDetail;
  isManager: boolean;
  /** The signed-in user: a player of the team may leave it. */
  userId: string | null;
}

/** A team that has played in a tournament can no longer withdraw from it (the server refuses too). */
const playedIn = (team: TeamDetail, tournamentId: string) =>
  [...team.homeFixtures, ...team.awayFixtures].some(
    (fixture) => fixture.tournamentId === tournamentId && wasPlayed(fixture.status),
  );

/** The match being played first, as on a tournament's fixtures; then every other by kick-off. */
const liveFirstByKickOff = (a: FixtureSummary, b: FixtureSummary) =>
  Number(isLive(b.status)) - Number(isLive(a.status)) || Date.parse(a.date) - Date.parse(b.date);

export function TeamTabs({ team, isManager, userId }: TeamTabsProps) {
  const fixtures = [...team.homeFixtures, ...team.awayFixtures].sort(liveFirstByKickOff);
  // A team plays in several tournaments: each card says which ("Group C" alone could be either cup's).
  const tournamentNames = new Map(team.tournaments.map((tournament) => [tournament.id, tournament.name]));
  const players = team.members.map((m) => ({ ...m, position: m.primaryPosition })).sort(byPositionThenNumber);
  return (
    <PageTabs
      label={text.tabsLabel}
      tabs={[
        {
          value: 'fixtures',
          label: text.tabs.fixtures,
          panel: fixtures.length ? (
            <CardGrid>
              {fixtures.map((fixture) => (
                <FixtureCard
                  key={fixture.id}
                  fixture={fixture}
                  timeZone={fixture.timeZone}
                  tournamentName={tournamentNames.get(fixture.tournamentId)}
                  state={{ match: fixture }}
                />
              ))}
            </CardGrid>
          ) : (
            <EmptyState text={text.noFixtures} action={browse} />
          ),
        },
        {
          value: 'tournaments',
          label: text.tabs.tournaments,
          panel: (
            <Stack gap="md">
              {isManager && <TeamInvitations teamId={team.id} />}
              {team.tournaments.length ? (
                <CardGrid>
                  {team.tournaments.map((tournament) => (
                    <Stack key={tournament.id} gap={4}>
                      <TournamentCard tournament={tournament} />
                      {isManager && !playedIn(team, tournament.id) && (
                        <WithdrawButton team={team} tournament={tournament} />
                      )}
                    </Stack>
                  ))}
                </CardGrid>
              ) : (
                <EmptyState text={text.noTournaments} action={browse} />
              )}
            </Stack>
          ),
        },
        {
          value: 'players',
          label: text.tabs.players,
          panel: (
            <Stack gap="md">
              <AddPlayerSlot team={team} isManager={isManager} />
              {team.members.some((member) => member.id === userId) && <LeaveTeamButton team={team} />}
              {players.length ? (
                <PlayerList
                  players={players}
                  wide
                  actionFor={isManager ? (player) => <RemovePlayerButton team={team} player={player} /> : undefined}
                />
              ) : (
                <EmptyState text={text.noPlayers} />
              )}
            </Stack>
          ),
        },
      ]}
    />
  );
}
