/** How long to wait, in the largest whole unit that does not understate it ('4 minutes', '1 second'). */
function describeWait(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A refused attempt names the wait, so a locked-out user knows when to come back. */
export const tooManyAttemptsMessage = (retryAfterSeconds: number) =>
  `Too many attempts. Try again in ${describeWait(retryAfterSeconds)}.`;
