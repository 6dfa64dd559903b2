import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { CardGridSkeleton } from '../../components/card-grid';
import { ReadState } from '../../components/read-state';
import { useTeam } from '../../components/reads';
import { useSession } from '../../lib/session';
import { TeamHeader, TeamHeaderSkeleton } from './team-header';
import { TeamTabs } from './team-tabs';

/** /teamdetails/{teamid}: header and the Fixtures, Tournaments and Players tabs. */
export default function TeamPage() {
  const { teamid } = useParams();
  const read = useTeam(teamid);
  const userId = useSession((session) => session.token?.user.id ?? null);
  return (
    <Container size="lg" px={0}>
      <ReadState
        read={read}
        skeleton={
          <>
            <TeamHeaderSkeleton />
            <CardGridSkeleton />
          </>
        }
      >
        {(team) => (
          <>
            <TeamHeader team={team} />
            <TeamTabs team={team} isManager={!!userId && team.managerId === userId} />
          </>
        )}
      </ReadState>
    </Container>
  );
}
