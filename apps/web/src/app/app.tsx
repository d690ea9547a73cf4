import { VERSION_POLL_INTERVAL_MS } from '@fastforward/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DialogHost } from '../components/dialog-host';
import { setNavigate } from '../lib/navigation';
import { startVersionPolling } from '../lib/version-poll';
import { AppRoutes } from './router';

/** Lets the http client and the version poller navigate with the router. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate((to, options) => void navigate(to, options));
  }, [navigate]);
  return null;
}

type AppProps = { versionPollIntervalMs?: number | null };

/** The app inside a router; tests pass a MemoryRouter and may turn version polling off with null. */
export function App({ versionPollIntervalMs = VERSION_POLL_INTERVAL_MS }: AppProps) {
  useEffect(() => {
    if (versionPollIntervalMs === null) return;
    return startVersionPolling(versionPollIntervalMs);
  }, [versionPollIntervalMs]);
  return (
    <>
      <NavigationBridge />
      <AppRoutes />
      <DialogHost />
    </>
  );
}
