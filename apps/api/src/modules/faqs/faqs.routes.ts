import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Filled by the faqs slice. */
export function registerFaqRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
