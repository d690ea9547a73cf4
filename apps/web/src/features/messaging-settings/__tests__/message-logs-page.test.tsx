import { MESSAGING_SETTINGS_PATHS as PATHS, PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../../test/answers';
import { mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { MessageLogsPage } from '../pages/message-logs-page';

const EMAIL_ROWS = [
  {
    id: 2,
    toAddress: 'nobody@horizon.example',
    subject: 'FastForward: test e-mail',
    status: 'failed',
    error: 'Can not send mail: 550 No such mailbox',
    createdAt: '2026-03-02T10:00:00.000Z',
    sentAt: null,
  },
  {
    id: 1,
    toAddress: 'ops@horizon.example',
    subject: 'FastForward: test e-mail',
    status: 'sent',
    error: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    sentAt: '2026-03-01T10:00:01.000Z',
  },
];

const SMS_ROWS = [
  {
    id: 5,
    toNumber: '+971501234567',
    body: 'FastForward test SMS: your company SMS settings work.',
    provider: 'http',
    status: 'sent',
    providerMessageId: 'gw-1',
    error: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    sentAt: '2026-03-01T10:00:01.000Z',
  },
];

describe('MessageLogsPage', () => {
  it('lists the e-mails newest first with status and error, and filters by status on the server', async () => {
    const { calls } = mockFetch((call) =>
      paramsOf(call.url).status === 'sent' ? listPage(EMAIL_ROWS.slice(1)) : listPage(EMAIL_ROWS),
    );
    renderDashboardPage(<MessageLogsPage />, [PERMISSIONS.businessAdmin]);
    const table = await screen.findByRole('table', { name: 'E-mail log' });
    await within(table).findByText('nobody@horizon.example');
    expect(within(table).getByText('Can not send mail: 550 No such mailbox')).toBeTruthy();
    expect(pathOf(calls[0]?.url ?? '')).toBe(PATHS.emailLogs);
    expect(paramsOf(calls[0]?.url ?? '')).toEqual({
      page: '1',
      pageSize: '10',
      sort: 'createdAt',
      order: 'desc',
    });
    expect(calls.some((c) => pathOf(c.url) === PATHS.smsLogs)).toBe(false);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'sent' } });
    await waitFor(() => expect(within(table).queryByText('nobody@horizon.example')).toBeNull());
    expect(paramsOf(calls.at(-1)?.url ?? '')).toMatchObject({ status: 'sent', page: '1' });
    expect(within(table).getByText('ops@horizon.example')).toBeTruthy();
  });

  it('searches on the server and sorts by recipient', async () => {
    const { calls } = mockFetch(() => listPage(EMAIL_ROWS));
    renderDashboardPage(<MessageLogsPage />, [PERMISSIONS.businessAdmin]);
    await screen.findByText('ops@horizon.example');
    fireEvent.change(screen.getByLabelText('Search e-mails'), { target: { value: 'nobody' } });
    await waitFor(() => expect(paramsOf(calls.at(-1)?.url ?? '').search).toBe('nobody'));
    fireEvent.click(screen.getByRole('button', { name: /Recipient/ }));
    await waitFor(() =>
      expect(paramsOf(calls.at(-1)?.url ?? '')).toMatchObject({ sort: 'toAddress', order: 'asc' }),
    );
  });

  it('shows the SMS tab only when opened, with its empty state', async () => {
    const { calls } = mockFetch((call) =>
      pathOf(call.url) === PATHS.smsLogs ? listPage([]) : listPage(EMAIL_ROWS),
    );
    renderDashboardPage(<MessageLogsPage />, [PERMISSIONS.businessAdmin]);
    await screen.findByRole('table', { name: 'E-mail log' });
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    const table = await screen.findByRole('table', { name: 'SMS log' });
    expect(await within(table).findByText(/No SMS yet/)).toBeTruthy();
    expect(calls.some((c) => pathOf(c.url) === PATHS.smsLogs)).toBe(true);
  });

  it('shows the SMS recipient, text and status', async () => {
    mockFetch((call) => (pathOf(call.url) === PATHS.smsLogs ? listPage(SMS_ROWS) : listPage([])));
    renderDashboardPage(<MessageLogsPage />, [PERMISSIONS.businessAdmin]);
    expect(await screen.findByText(/No e-mails yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    const table = await screen.findByRole('table', { name: 'SMS log' });
    expect(await within(table).findByText('+971501234567')).toBeTruthy();
    expect(within(table).getByText(SMS_ROWS[0]?.body ?? '')).toBeTruthy();
    expect(within(table).getByText('sent')).toBeTruthy();
  });

  it('does not call the server without the Company Settings permissions', async () => {
    const { calls } = mockFetch(() => listPage([]));
    renderDashboardPage(<MessageLogsPage />, ['view-dashboard|Dashboard']);
    expect(await screen.findByText(/You do not have permission to open Message Logs/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
