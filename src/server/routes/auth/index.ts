import type { FastifyInstance } from 'fastify';
import { credentialRoutes } from './credentials';
import { profileRoutes } from './profile';
import { resetRoutes } from './reset';

export async function authRoutes(app: FastifyInstance) {
  await app.register(credentialRoutes);
  await app.register(resetRoutes);
  await app.register(profileRoutes);
}
