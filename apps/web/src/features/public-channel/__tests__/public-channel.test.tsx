import {
  CHANNEL_MESSAGES,
  CHANNEL_PATHS,
  type Channel,
  type ChannelBoard,
  type ChannelPost,
  type ChannelThreadDetail,
  COMMUNICATION_ROUTES,
  channelApiPath,
  DELETED_POST_BODY,
  threadPagePath,
  toPermission,
} from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage, messageAnswer } from '../../../test/answers';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { ChannelsPage } from '../pages/channels-page';
import { ThreadPage } from '../pages/thread-page';

const MEMBER = [
  toPermission('view-public-channel', 'Public Channel'),
  toPermission('create-public-channel', 'Public Channel'),
];

const board = (over: Partial<ChannelBoard>): ChannelBoard => ({
  companyId: 1,
  companyName: 'Oceanic Freight Forwarders',
  relation: 'customer',
  canManageChannels: false,
  canLock: false,
  canModerate: false,
  canPost: true,
  ...over,
});

const CHANNEL: Channel = {
  id: 7,
  companyId: 1,
  name: 'Sea freight',
  description: 'Schedules and space',
  isLocked: false,
  threadCount: 2,
  lastPostAt: '2026-05-01T06:00:00.000Z',
  createdAt: '2026-04-01T06:00:00.000Z',
};

const THREAD: ChannelThreadDetail = {
  id: 3,
  channelId: 7,
  title: 'Jebel Ali – Hamburg space',
  authorUsername: 'ffd.sales',
  authorName: 'Sam Sales',
  authorCompanyName: 'Oceanic Freight Forwarders',
  isLocked: false,
  postCount: 2,
  lastPostAt: '2026-05-01T06:00:00.000Z',
  createdAt: '2026-04-30T06:00:00.000Z',
  channelName: 'Sea freight',
  channelIsLocked: false,
  companyId: 1,
};

const post = (over: Partial<ChannelPost>): ChannelPost => ({
  id: 1,
  threadId: 3,
  authorUsername: 'ffd.sales',
  authorName: 'Sam Sales',
  authorCompanyName: 'Oceanic Freight Forwarders',
  body: 'We hold 10 × 40 HC.',
  isDeleted: false,
  isMine: false,
  canDelete: false,
  createdAt: '2026-04-30T06:00:00.000Z',
  ...over,
});

const boardsAnswer = (boards: ChannelBoard[]) => json({ success: true, data: { items: boards } });
const gets = (calls: MockCall[], path: string) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith(path));

describe('ChannelsPage', () => {
  it('lets a customer of two forwarders pick the board, and offers no moderation', async () => {
    const second = board({ companyId: 2, companyName: 'Horizon Logistics' });
    const { calls } = mockFetch((call) =>
      call.url.startsWith(CHANNEL_PATHS.boards) ? boardsAnswer([board({}), second]) : listPage([CHANNEL]),
    );
    renderDashboardPage(<ChannelsPage />, MEMBER);
    const table = await screen.findByRole('table', { name: 'Channels' });
    expect((await within(table).findByRole('link', { name: 'Sea freight' })).getAttribute('href')).toBe(
      '/dashboard/public-channel/7',
    );
    expect(gets(calls, `${CHANNEL_PATHS.channels}?`).at(-1)?.url).toContain('companyId=1');
    expect(screen.queryByRole('button', { name: 'New channel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock Sea freight' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Sea freight' })).toBeNull();

    await userEvent.setup().selectOptions(screen.getByLabelText('Board'), '2');
    await waitFor(() =>
      expect(gets(calls, `${CHANNEL_PATHS.channels}?`).at(-1)?.url).toContain('companyId=2'),
    );
    expect(await screen.findByText('Discussion board of Horizon Logistics')).toBeTruthy();
  });

  it("lets the forwarder's moderator lock a channel after confirming", async () => {
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith(CHANNEL_PATHS.boards))
        return boardsAnswer([
          board({ relation: 'staff', canManageChannels: true, canLock: true, canModerate: true }),
        ]);
      if (call.method === 'PUT') return itemAnswer({ ...CHANNEL, isLocked: true });
      return listPage([CHANNEL]);
    });
    renderDashboardPage(<ChannelsPage />, MEMBER);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'New channel' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Lock Sea freight' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/No new threads can be started/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: channelApiPath.lock(7),
      body: { isLocked: true },
    });
  });

  it('says so when the caller takes part in no board', async () => {
    mockFetch(() => boardsAnswer([]));
    renderDashboardPage(<ChannelsPage />, MEMBER);
    expect(await screen.findByText('You take part in no discussion board yet.')).toBeTruthy();
  });
});

const renderThread = (answer: (call: MockCall) => Response) => {
  const mock = mockFetch(answer);
  renderDashboardPage(
    <Routes>
      <Route path={COMMUNICATION_ROUTES.thread} element={<ThreadPage />} />
    </Routes>,
    MEMBER,
    threadPagePath(7, 3),
  );
  return mock;
};

describe('ThreadPage', () => {
  it('shows the posts in order, deleted ones blanked, and replies with a mention hint', async () => {
    const posts = [
      post({}),
      post({ id: 2, body: DELETED_POST_BODY, isDeleted: true }),
      post({
        id: 3,
        authorName: 'Ada Buyer',
        authorUsername: 'acme.buyer',
        body: 'Two please',
        isMine: true,
        canDelete: true,
      }),
    ];
    const { calls } = renderThread((call) => {
      if (call.url.startsWith(CHANNEL_PATHS.boards)) return boardsAnswer([board({})]);
      if (call.method === 'POST')
        return itemAnswer(post({ id: 4, body: (call.body as { body: string }).body }), 201);
      if (call.url.startsWith(channelApiPath.posts(7, 3))) return listPage(posts);
      return itemAnswer(THREAD);
    });
    const list = await screen.findByRole('list', { name: 'Posts' });
    await within(list).findByText('Two please');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('We hold 10'),
      expect.stringContaining(DELETED_POST_BODY),
      expect.stringContaining('Two please'),
    ]);
    // Only one's own post offers Delete to a customer; no thread moderation either.
    expect(screen.getAllByRole('button', { name: /Delete post by/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Lock thread' })).toBeNull();

    const user = userEvent.setup();
    expect(screen.getByText('Type @username to notify someone who can read this board.')).toBeTruthy();
    await user.type(screen.getByLabelText('Reply'), '@ffd.sales Tuesday?');
    expect(screen.getByText(/Mentions @ffd.sales/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: channelApiPath.posts(7, 3),
      body: { body: '@ffd.sales Tuesday?' },
    });
    await waitFor(() => expect((screen.getByLabelText('Reply') as HTMLTextAreaElement).value).toBe(''));
  });

  it('deletes one’s own post after confirming', async () => {
    const { calls } = renderThread((call) => {
      if (call.url.startsWith(CHANNEL_PATHS.boards)) return boardsAnswer([board({})]);
      if (call.method === 'DELETE') return messageAnswer('Successfully Deleted.');
      if (call.url.startsWith(channelApiPath.posts(7, 3)))
        return listPage([post({ id: 9, authorName: 'Ada Buyer', isMine: true, canDelete: true })]);
      return itemAnswer(THREAD);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete post by Ada Buyer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete your post? It shows as deleted in the thread.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(channelApiPath.post(7, 3, 9));
  });

  it('refuses an empty reply on the client and shows the server refusing a locked thread', async () => {
    const { calls } = renderThread((call) => {
      if (call.url.startsWith(CHANNEL_PATHS.boards)) return boardsAnswer([board({})]);
      if (call.method === 'POST') return fieldErrors(409, 'Conflict', CHANNEL_MESSAGES.threadLocked);
      if (call.url.startsWith(channelApiPath.posts(7, 3))) return listPage([post({})]);
      return itemAnswer(THREAD);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Message is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText('Reply'), 'Anyone?');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(CHANNEL_MESSAGES.threadLocked)).toBeTruthy();
  });

  it('shows a locked thread without a reply box, and lets a moderator unlock it', async () => {
    const { calls } = renderThread((call) => {
      if (call.url.startsWith(CHANNEL_PATHS.boards))
        return boardsAnswer([board({ relation: 'staff', canLock: true, canModerate: true })]);
      if (call.method === 'PUT') return itemAnswer({ ...THREAD, isLocked: false });
      if (call.url.startsWith(channelApiPath.posts(7, 3))) return listPage([post({ canDelete: true })]);
      return itemAnswer({ ...THREAD, isLocked: true });
    });
    expect(await screen.findByText(`${CHANNEL_MESSAGES.threadLocked}.`)).toBeTruthy();
    expect(screen.queryByLabelText('Reply')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Unlock thread' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: channelApiPath.threadLock(7, 3),
      body: { isLocked: false },
    });
  });
});
