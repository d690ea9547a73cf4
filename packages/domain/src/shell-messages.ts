/**
 * The texts of what any page may show before the rest of the app has loaded: the sign-in screen,
 * the error page, the app's own dialogs. Word for word like every text in MESSAGES, which holds
 * these too; they live in a module of their own so that the sign-in page's code carries these few
 * and not every text of the app.
 */
export const SHELL_MESSAGES = {
  tagline: 'FAST FORWARD SOLUTION FOR ALL LOGISTICS BUSINESS',
  errorFallbackTitle: 'Something went wrong: There was an error in this page.',
  newVersionTitle: 'New Version Available',
  newVersionLoggedIn: 'A new version is available. You will be logged out to apply updates.',
  newVersionLoggedOut: "A new version is available. Click 'OK' to apply the updates.",
  noteTitle: 'Note',
  noTermsText: 'No Terms and Condition has been created. Do you want to create it first ?',
  successTitle: 'Success',
  errorTitle: 'Error',
} as const;
