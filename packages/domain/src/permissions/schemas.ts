import { z } from 'zod';

/** A module of the dashboard's navigation with the pages the caller may open in it. */
export const navigationModuleSchema = z.object({
  name: z.string(),
  nodes: z.array(z.object({ name: z.string(), path: z.string() })),
});
export type NavigationModule = z.infer<typeof navigationModuleSchema>;
