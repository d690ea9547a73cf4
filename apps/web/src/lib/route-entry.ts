import { type ComponentType, createElement, lazy, useState } from 'react';

/** A component whose code loads on demand; `preload()` fetches it ahead (a hovered link). */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : object;

/** One page of a feature: its URL (from the domain's routes constants) and its code, loaded on demand. */
export type RouteEntry = {
  path: string;
  page: LazyPage;
  /** Only the super-administrator opens it, not every platform administrator. */
  superAdminOnly?: boolean;
};

/**
 * React.lazy for a named export (every module keeps named exports only), with a `preload()`. Once
 * the code is in, a new page renders it straight away: React.lazy suspends on its first render
 * however early its code arrived. After a failed load the next preload tries again (a page that
 * failed stays failed, as with React.lazy, until one succeeds).
 */
export function lazyPage<M, K extends keyof M, P extends object = PropsOf<M[K]>>(
  load: () => Promise<M>,
  name: K,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType<P>;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const lazyLoaded = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, made once per page at module level.
  function Page(props: P) {
    // One type for the life of the page: switching to the loaded one would mount it afresh.
    const [type] = useState(() => loaded ?? lazyLoaded);
    return createElement(type, props);
  }
  Page.displayName = `LazyPage(${String(name)})`;
  return Object.assign(Page, { preload });
}

/**
 * Loads the code of the page at `path` among `entries`, if one is there (a navigation link's hover
 * or focus). Never fails: a failed load shows on the page, when it opens.
 */
export const preloadRoute = async (entries: readonly RouteEntry[], path: string) => {
  await entries
    .find((entry) => entry.path === path)
    ?.page.preload()
    .catch(() => undefined);
};
