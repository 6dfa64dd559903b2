import { Text } from '@mantine/core';
import { periodOf } from '../../shared/domain/tournament-period';
import { browseMessages } from '../../shared/messages';
import type { TournamentSummary } from '../../shared/schemas/reads';
import { formatDay } from './date-format';
import { EntityAvatar } from './entity-avatar';
import { LinkCard } from './link-card';
import { type TournamentKind, tournamentPath } from './tournament-path';

type TournamentCardData = Pick<TournamentSummary, 'id' | 'name' | 'logo' | 'startDate' | 'endDate' | 'timeZone'>;

interface TournamentCardProps {
  tournament: TournamentCardData;
  /** The list it was found in; worked out from its days in its time zone when not given. */
  kind?: TournamentKind;
  /** Where the card leads instead (the organiser's cards open /mytournaments/{id}). */
  to?: string;
}

/** A tournament with its logo and days; opens the page of its list. */
export function TournamentCard({ tournament, kind, to }: TournamentCardProps) {
  const { id, name, logo, startDate, endDate } = tournament;
  return (
    <LinkCard
      to={to ?? tournamentPath(kind ?? periodOf(tournament), id)}
      picture={<EntityAvatar src={logo} name={name} size={48} />}
      title={
        <Text fw={600} lineClamp={2}>
          {name}
        </Text>
      }
    >
      <Text size="sm" c="dimmed">
        {browseMessages.tournaments.dates(formatDay(startDate), formatDay(endDate))}
      </Text>
    </LinkCard>
  );
}
