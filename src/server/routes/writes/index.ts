import type { FastifyInstance } from 'fastify';
import { coOrganiserRoutes } from './co-organisers';
import { competitionFormatRoutes } from './competition-format';
import { competitionTieBreakRoutes } from './competition-tie-break';
import { fixtureWriteRoutes } from './fixtures';
import { invitationRoutes } from './invitations';
import { leavingRoutes } from './leaving';
import { lineupWriteRoutes } from './lineups';
import { matchEventWriteRoutes } from './match-events';
import { teamWriteRoutes } from './teams';
import { tournamentWriteRoutes } from './tournaments';

/** The organiser's writes (docs/api.md), each authorised from the database. */
export async function writeRoutes(app: FastifyInstance) {
  await app.register(tournamentWriteRoutes, { prefix: '/tournaments' });
  await app.register(coOrganiserRoutes, { prefix: '/tournaments' });
  await app.register(competitionFormatRoutes, { prefix: '/tournaments' });
  await app.register(competitionTieBreakRoutes, { prefix: '/tournaments' });
  await app.register(teamWriteRoutes, { prefix: '/teams' });
  await app.register(invitationRoutes);
  await app.register(leavingRoutes, { prefix: '/teams' });
  await app.register(fixtureWriteRoutes, { prefix: '/fixture' });
  await app.register(matchEventWriteRoutes, { prefix: '/matchEvent' });
  await app.register(lineupWriteRoutes, { prefix: '/lineup' });
}
