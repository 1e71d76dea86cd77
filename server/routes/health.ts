/** GET /api/health for load balancers: 200 only when the database answers. */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db';
import { DATABASE_RETRY_AFTER_S } from '../databaseUnavailable';
import { HttpError } from '../errors';

export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (instance, { db }) => {
  instance.get('/health', async (request) => {
    try {
      await db.query('SELECT 1');
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'Database unreachable', {}, { 'retry-after': String(DATABASE_RETRY_AFTER_S) });
    }
    return { ok: true };
  });
};
