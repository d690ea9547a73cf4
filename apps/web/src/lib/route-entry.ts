import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** One page of a feature: its URL (from the domain's routes constants) and its code, loaded on demand. */
export type RouteEntry = {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Only the super-administrator opens it, not every platform administrator. */
  superAdminOnly?: boolean;
};

/** React.lazy for a named export: every module keeps named exports only. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
