/** SPEC §2's private route where the platform writes them. */
export const PLATFORM_DOCUMENT_ROUTES = { page: '/insert-agreement-form' } as const;
