import { lazy } from 'react';
import { Outlet, type RouteObject, useParams, useRoutes } from 'react-router-dom';
import { isUuid } from '../../shared/uuid7';
import HomePage from '../features/home/home-page';
import { Layout } from './layout';
import { PerFixture } from './per-fixture';
import { RequireAuth } from './require-auth';
import { SessionWatch } from './session-watch';

const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** A screen other than the landing page: loaded with the screens' Mantine styles (./mantine-styles). */
const withStyles =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([import('./mantine-styles'), load()]).then(([, page]) => page);
const SignInPage = lazy(withStyles(() => import('../features/auth/sign-in-page')));
const SignUpPage = lazy(withStyles(() => import('../features/auth/sign-up-page')));
const ForgotPasswordPage = lazy(withStyles(() => import('../features/auth/forgot-password-page')));
const TournamentsPage = lazy(withStyles(() => import('../features/tournaments/tournaments-page')));
const TournamentPage = lazy(withStyles(() => import('../features/tournaments/tournament-page')));
const TeamsParticipatingPage = lazy(withStyles(() => import('../features/tournaments/teams-participating-page')));
const FixturesPage = lazy(withStyles(() => import('../features/tournaments/fixtures-page')));
const RegistrationPage = lazy(withStyles(() => import('../features/tournaments/registration-page')));
const MatchPage = lazy(withStyles(() => import('../features/matches/match-page')));
const TeamPage = lazy(withStyles(() => import('../features/teams/team-page')));
const AllTeamsPage = lazy(withStyles(() => import('../features/teams/all-teams-page')));
const LeaderboardPage = lazy(withStyles(() => import('../features/leaderboards/leaderboard-page')));
const BlogsPage = lazy(withStyles(() => import('../features/content/blogs-page')));
const StatementPage = lazy(withStyles(() => import('../features/content/statement-page')));
const MyTournamentsPage = lazy(withStyles(() => import('../features/organiser/my-tournaments/my-tournaments-page')));
const CreateTournamentPage = lazy(
  withStyles(() => import('../features/organiser/my-tournaments/create-tournament-page')),
);
const OrganiserTournamentPage = lazy(
  withStyles(() => import('../features/organiser/tournament/organiser-tournament-page')),
);
const CreateTeamPage = lazy(withStyles(() => import('../features/organiser/create-team/create-team-page')));
const AddTeamPage = lazy(withStyles(() => import('../features/organiser/add-team/add-team-page')));
const CreateFixturePage = lazy(withStyles(() => import('../features/organiser/create-fixture/create-fixture-page')));
const FormatPage = lazy(withStyles(() => import('../features/organiser/format/format-page')));
const ProfilePage = lazy(withStyles(() => import('../features/profile/profile-page')));
const LineupPage = lazy(withStyles(() => import('../features/lineups/lineup-page')));
const MatchTrackerPage = lazy(withStyles(() => import('../features/match-tracker/match-tracker-page')));

/**
 * An address naming an id that cannot exist ('/teamdetails/abc', a link cut short) is a page not found,
 * as an unknown address is: the screen would otherwise ask the server and show its complaint about the id.
 */
function ValidIds() {
  const params = Object.entries(useParams()).filter(([name]) => name !== '*');
  return params.every(([, value]) => isUuid(value)) ? <Outlet /> : <NotFoundPage />;
}

function Root() {
  return (
    <>
      <SessionWatch />
      <Outlet />
    </>
  );
}

/**
 * The route table, aliases included (docs/rules.md#screens-and-routes). The app loads no data through
 * the router, so it uses react-router's declarative mode: its data router (createBrowserRouter) is
 * twice the size, and the first download of every page carried it.
 */
const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <Layout />,
        children: [
          {
            element: <ValidIds />,
            children: [
              { path: '/', element: <HomePage /> },
              { path: '/register', element: <SignUpPage /> },
              { path: '/Register', element: <SignUpPage /> },
              { path: '/login', element: <SignInPage /> },
              { path: '/Login', element: <SignInPage /> },
              { path: '/ForgotPass', element: <ForgotPasswordPage /> },
              { path: '/tournaments', element: <TournamentsPage /> },
              { path: '/tournaments/team', element: <AllTeamsPage /> },
              { path: '/tournaments/team/players/:matchId', element: <MatchPage /> },
              { path: '/teamsParticipating/:id', element: <TeamsParticipatingPage /> },
              { path: '/tournaments/futuretournaments/:tournamentId', element: <TournamentPage /> },
              { path: '/futuretournaments/:tournamentId', element: <TournamentPage /> },
              { path: '/tournaments/livetournaments/:tournamentId', element: <TournamentPage /> },
              { path: '/tournaments/pasttournaments/:tournamentId', element: <TournamentPage /> },
              { path: '/tournaments/match-fixtures/:tournamentId', element: <FixturesPage /> },
              { path: '/mytournaments/:id', element: <OrganiserTournamentPage /> },
              { path: '/teamdetails/:teamid', element: <TeamPage /> },
              { path: '/leaderboards/:tournamentId', element: <LeaderboardPage /> },
              { path: '/blogs', element: <BlogsPage /> },
              { path: '/blogDetails', element: <StatementPage /> },
              { path: '/profile', element: <ProfilePage /> },
              {
                element: <RequireAuth />,
                children: [
                  { path: '/tournaments/registerationpage/:tournamentId', element: <RegistrationPage /> },
                  { path: '/mytournaments', element: <MyTournamentsPage /> },
                  { path: '/mytournaments/create-tournament', element: <CreateTournamentPage /> },
                  { path: '/mytournaments/create-team', element: <CreateTeamPage /> },
                  { path: '/mytournaments/add-team/:tournamentId', element: <AddTeamPage /> },
                  { path: '/mytournaments/create-fixture/:tournamentId', element: <CreateFixturePage /> },
                  { path: '/mytournaments/format/:tournamentId', element: <FormatPage /> },
                  {
                    path: '/mytournaments/livescorecard/match-tracker/:fixtureId',
                    element: (
                      <PerFixture>
                        <MatchTrackerPage />
                      </PerFixture>
                    ),
                  },
                  {
                    path: '/mytournaments/livescorecard/:fixtureId',
                    element: (
                      <PerFixture>
                        <LineupPage />
                      </PerFixture>
                    ),
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The screen the address names, inside a BrowserRouter. */
export function AppRoutes() {
  return useRoutes(routes);
}
