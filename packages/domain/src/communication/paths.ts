/**
 * API paths of the public channel and the customer-care FAQs (SPEC §7 "public channels", "customer
 * care FAQs"). A channel belongs to a forwarder; its staff, customers and vendors take part.
 */
export const CHANNEL_PATHS = {
  /** GET the channels the caller may read (its own company's, and those of the forwarders it deals with). */
  channels: '/api/v1/public-channels',
  channel: '/api/v1/public-channels/:id',
  /** PUT { isLocked }: moderation. */
  channelLock: '/api/v1/public-channels/:id/lock',
  threads: '/api/v1/public-channels/:id/threads',
  thread: '/api/v1/public-channels/:id/threads/:threadId',
  threadLock: '/api/v1/public-channels/:id/threads/:threadId/lock',
  posts: '/api/v1/public-channels/:id/threads/:threadId/posts',
  post: '/api/v1/public-channels/:id/threads/:threadId/posts/:postId',
} as const;

export const FAQ_PATHS = {
  /** The forwarder's staff manage them. */
  faqs: '/api/v1/customer-care-faqs',
  faq: '/api/v1/customer-care-faqs/:id',
  /** A customer reads the published FAQs of the forwarders it deals with. */
  myFaqs: '/api/v1/customer-care-faqs/mine',
} as const;

/** The web pages. */
export const COMMUNICATION_ROUTES = {
  channels: '/dashboard/public-channel',
  channel: '/dashboard/public-channel/:id',
  thread: '/dashboard/public-channel/:id/threads/:threadId',
  faqs: '/dashboard/customer-service/faqs',
  myFaqs: '/dashboard/help/faqs',
} as const;
