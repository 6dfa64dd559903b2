import { useParams } from 'react-router-dom';
import { DetailScreen } from '../../components/detail-screen';
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
    <DetailScreen read={read} headerSkeleton={<TeamHeaderSkeleton />} tabbed>
      {(team) => (
        <>
          <TeamHeader team={team} />
          <TeamTabs team={team} isManager={!!userId && team.managerId === userId} userId={userId} />
        </>
      )}
    </DetailScreen>
  );
}
