import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Filled by the public-channels slice. */
export function registerPublicChannelRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
