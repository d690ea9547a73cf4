import { render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../components/error-boundary';
import { lazyPage, preloadRoute } from '../route-entry';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
const greetingModule = () => ({ Greeting });

function Welcome() {
  return <p>Welcome</p>;
}

const renderPage = (page: ReactNode) =>
  render(
    <ErrorBoundary>
      <Suspense fallback={<p>loading</p>}>{page}</Suspense>
    </ErrorBoundary>,
  );

describe('lazyPage', () => {
  it('loads the page when it first renders, with its props', async () => {
    const load = vi.fn(async () => greetingModule());
    const LazyGreeting = lazyPage(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    renderPage(<LazyGreeting name="Olivia" />);
    expect(await screen.findByText('Hello Olivia')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded page at once, without its loading state', async () => {
    const load = vi.fn(async () => greetingModule());
    const LazyGreeting = lazyPage(load, 'Greeting');
    await LazyGreeting.preload();
    renderPage(<LazyGreeting name="Paula" />);
    expect(screen.getByText('Hello Paula')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<ReturnType<typeof greetingModule>>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockImplementation(async () => greetingModule());
    const LazyGreeting = lazyPage(load, 'Greeting');
    const first = renderPage(<LazyGreeting name="Nova" />);
    expect(await screen.findByText(/Something went wrong/)).toBeTruthy();
    first.unmount();
    await LazyGreeting.preload();
    renderPage(<LazyGreeting name="Nova" />);
    expect(screen.getByText('Hello Nova')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads the page of a route by its path, and ignores a path without one', async () => {
    const load = vi.fn(async () => ({ Welcome }));
    const entries = [{ path: '/dashboard/welcome', page: lazyPage(load, 'Welcome') }];
    await preloadRoute(entries, '/dashboard/other');
    expect(load).not.toHaveBeenCalled();
    await preloadRoute(entries, '/dashboard/welcome');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
