/**
 * Query keys read by one feature and refreshed by another's writes (features never import each
 * other): the profile carries the company logo the settings page changes.
 */
export const MY_PROFILE_KEY = 'my-profile';
