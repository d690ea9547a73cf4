/**
 * The http client and the version poller live outside React but must navigate and reload; the
 * router registers its navigate function here, and tests replace both.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);
let reloadImpl: () => void = () => window.location.reload();

export const setNavigate = (navigate: Navigate) => {
  navigateImpl = navigate;
};
export const setReload = (reload: () => void) => {
  reloadImpl = reload;
};
export const navigateTo: Navigate = (to, options) => navigateImpl(to, options);
export const reloadPage = () => reloadImpl();
