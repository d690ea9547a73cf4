/** The day `offset` days from today, as a date input takes it (YYYY-MM-DD, UTC). */
export const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
