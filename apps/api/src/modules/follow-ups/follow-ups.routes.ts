import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Filled by the follow-ups slice. */
export function registerFollowUpRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
