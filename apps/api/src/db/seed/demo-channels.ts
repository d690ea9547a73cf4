import {
  CHANNEL_MESSAGES,
  CHANNEL_NOTIFICATION_KIND,
  findMentions,
  threadPagePath,
} from '@fastforward/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { channelPosts, channels, channelThreads, notifications, users } from '../schema';
import type { DemoIds } from './demo-customers';

const FORWARDER = 'Oceanic Freight Forwarders';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type DemoPost = { author: string; body: string; hoursAgo: number };
type DemoThread = { title: string; isLocked?: boolean; posts: DemoPost[] };
type DemoChannel = { name: string; description: string; isLocked?: boolean; threads: DemoThread[] };

/**
 * Oceanic's board: a locked Announcements channel (the staff started its threads before locking
 * it, so it reads as news nobody replies to), and two open channels where its sales, its customer
 * Acme and its vendor Swift talk, with mentions that notified the people named.
 */
const CHANNELS: DemoChannel[] = [
  {
    name: 'Announcements',
    description: 'News from Oceanic for our customers and partners. Questions go to General.',
    isLocked: true,
    threads: [
      {
        title: 'Holiday office hours and cut-offs',
        isLocked: true,
        posts: [
          {
            author: 'ffd.admin',
            hoursAgo: 6 * 24,
            body:
              'Our Dubai office works 09:00–15:00 during the holidays. Sea cut-offs move one day earlier; ' +
              'air cut-offs are unchanged. Bookings made in the app are confirmed the same day.',
          },
        ],
      },
    ],
  },
  {
    name: 'Sea freight',
    description: 'Schedules, space and equipment on our sea lanes.',
    threads: [
      {
        title: 'Jebel Ali – Hamburg space for next week',
        posts: [
          {
            author: 'ffd.sales',
            hoursAgo: 3 * 24,
            body: "We hold 10 × 40' HC on next week's Jebel Ali – Hamburg sailing. Ask in this thread before Thursday.",
          },
          {
            author: 'acme.buyer',
            hoursAgo: 2 * 24,
            body: "@ffd.sales we would take two 40' HC for the Hamburg order. Can the cargo ready date be Tuesday?",
          },
          {
            author: 'swift.vendor',
            hoursAgo: 30,
            body: 'Swift can add a Rotterdam connection on the same vessel if anyone needs it.',
          },
          {
            author: 'ffd.sales',
            hoursAgo: 20,
            body: '@acme.buyer Tuesday works. Send the enquiry from My Queries and we quote today.',
          },
        ],
      },
    ],
  },
  {
    name: 'General',
    description: 'Questions, feedback and everything else.',
    threads: [
      {
        title: 'Documents for a DG shipment',
        posts: [
          {
            author: 'acme.buyer',
            hoursAgo: 26,
            body: 'Which documents do you need for UN 1263 paint by sea? @ffd.docs could you share the checklist?',
          },
          {
            author: 'ffd.docs',
            hoursAgo: 4,
            body: 'The DG declaration, the MSDS and the packing list. Upload them with the booking and we check them before the cut-off.',
          },
        ],
      },
    ],
  },
];

const idOf = (ids: ReadonlyMap<string, number>, key: string) => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo seed: ${key} is not among the demo data`);
  return id;
};

/** Oceanic's public channel: its channels, threads and posts, and the mentions' notifications. */
export async function seedDemoChannels(db: DbOrTx, ids: DemoIds, now: Date): Promise<void> {
  const companyId = idOf(ids.companies, FORWARDER);
  const posts = CHANNELS.flatMap((c) => c.threads.flatMap((t) => t.posts));
  const usernames = [...new Set(posts.flatMap((p) => [p.author, ...findMentions(p.body)]))];
  const people = new Map(
    (
      await db
        .select({
          username: users.username,
          id: users.id,
          fullName: users.fullName,
          companyId: users.companyId,
        })
        .from(users)
        .where(inArray(users.username, usernames))
    ).map((u) => [u.username, u]),
  );
  const person = (username: string) => {
    const found = people.get(username);
    if (!found) throw new Error(`demo seed: ${username} is not among the demo users`);
    return found;
  };
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  for (const demo of CHANNELS) {
    const firstPostAt = Math.max(...demo.threads.flatMap((t) => t.posts.map((p) => p.hoursAgo)));
    const [channel] = await db
      .insert(channels)
      .values({
        companyId,
        name: demo.name,
        description: demo.description,
        isLocked: demo.isLocked ?? false,
        createdBy: person('ffd.admin').id,
        createdAt: new Date(ago(firstPostAt).getTime() - DAY),
      })
      .returning({ id: channels.id });
    if (!channel) throw new Error('demo seed: channel insert returned nothing');
    for (const thread of demo.threads) {
      const [first] = thread.posts;
      const last = thread.posts.at(-1);
      if (!first || !last) continue;
      const [row] = await db
        .insert(channelThreads)
        .values({
          companyId,
          channelId: channel.id,
          title: thread.title,
          authorId: person(first.author).id,
          isLocked: thread.isLocked ?? false,
          postCount: thread.posts.length,
          lastPostAt: ago(last.hoursAgo),
          createdAt: ago(first.hoursAgo),
        })
        .returning({ id: channelThreads.id });
      if (!row) throw new Error('demo seed: thread insert returned nothing');
      for (const post of thread.posts) {
        const author = person(post.author);
        const authorId = author.id;
        const createdAt = ago(post.hoursAgo);
        await db
          .insert(channelPosts)
          .values({ companyId, threadId: row.id, authorId, body: post.body, createdAt });
        // Everyone these demo posts name may read Oceanic's board, as the app would have checked.
        for (const mentioned of findMentions(post.body)) {
          const reader = person(mentioned);
          if (reader.id === authorId) continue;
          await db.insert(notifications).values({
            userId: reader.id,
            companyId: reader.companyId,
            kind: CHANNEL_NOTIFICATION_KIND.mentioned,
            title: CHANNEL_MESSAGES.mentionTitle(author.fullName),
            body: `Oceanic Freight Forwarders · ${thread.title}: ${post.body}`,
            link: threadPagePath(channel.id, row.id),
            createdAt,
          });
        }
      }
    }
  }
}
