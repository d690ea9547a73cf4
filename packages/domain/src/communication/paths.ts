/**
 * API paths of the public channel and the customer-care FAQs (SPEC §7 "public channels", "customer
 * care FAQs"). A channel belongs to a forwarder; its staff, customers and vendors take part.
 */
export const CHANNEL_PATHS = {
  /** GET the boards (forwarders) whose channels the caller may read: its own, its forwarders'. */
  boards: '/api/v1/public-channels/boards',
  /** GET the channels of one board (`companyId`; the caller's first board without it); POST creates. */
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

const fill = (path: string, values: Record<string, number>) =>
  path.replace(/:([A-Za-z]+)/g, (_, key: string) => String(values[key]));

/** The API path of one channel, its threads, one thread, its posts, one post. */
export const channelApiPath = {
  channel: (id: number) => fill(CHANNEL_PATHS.channel, { id }),
  lock: (id: number) => fill(CHANNEL_PATHS.channelLock, { id }),
  threads: (id: number) => fill(CHANNEL_PATHS.threads, { id }),
  thread: (id: number, threadId: number) => fill(CHANNEL_PATHS.thread, { id, threadId }),
  threadLock: (id: number, threadId: number) => fill(CHANNEL_PATHS.threadLock, { id, threadId }),
  posts: (id: number, threadId: number) => fill(CHANNEL_PATHS.posts, { id, threadId }),
  post: (id: number, threadId: number, postId: number) => fill(CHANNEL_PATHS.post, { id, threadId, postId }),
} as const;

export const FAQ_PATHS = {
  /** The forwarder's staff manage them. */
  faqs: '/api/v1/customer-care-faqs',
  faq: '/api/v1/customer-care-faqs/:id',
  /** PUT { isPublished }. */
  publish: '/api/v1/customer-care-faqs/:id/publish',
  /** PUT { direction }: one place up or down within its category. */
  move: '/api/v1/customer-care-faqs/:id/move',
  /** GET the categories the company's FAQs use (the filter's and the form's choices). */
  categories: '/api/v1/customer-care-faqs/categories',
  /** A customer reads the published FAQs of the forwarders it deals with. */
  myFaqs: '/api/v1/customer-care-faqs/mine',
} as const;

/** The API path of one FAQ and of its publish and move actions. */
export const faqApiPath = {
  faq: (id: number) => fill(FAQ_PATHS.faq, { id }),
  publish: (id: number) => fill(FAQ_PATHS.publish, { id }),
  move: (id: number) => fill(FAQ_PATHS.move, { id }),
} as const;

/** The web pages. */
export const COMMUNICATION_ROUTES = {
  channels: '/dashboard/public-channel',
  channel: '/dashboard/public-channel/:id',
  thread: '/dashboard/public-channel/:id/threads/:threadId',
  faqs: '/dashboard/customer-service/faqs',
  myFaqs: '/dashboard/help/faqs',
} as const;

/** The web page of one channel, one thread (a mention's notification links there). */
export const channelPagePath = (id: number) => fill(COMMUNICATION_ROUTES.channel, { id });
export const threadPagePath = (id: number, threadId: number) =>
  fill(COMMUNICATION_ROUTES.thread, { id, threadId });
