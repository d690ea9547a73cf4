import type { JobTimelineEntry } from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyJobProgress } from '../components/customer/my-job-progress';
import { timelineFixture } from './job-fixtures';

const [queued] = timelineFixture();
if (!queued) throw new Error('the timeline fixture has a first entry');

const moved = (code: string, extra: Partial<JobTimelineEntry> = {}): JobTimelineEntry => ({
  ...queued,
  key: `status:${code}`,
  code,
  label: code,
  ...extra,
});

describe('the customer tracker', () => {
  it('lists what happened with its place and estimate, and the rest as planned, never ticking a skipped AADP', () => {
    render(
      <MantineProvider>
        <MyJobProgress
          status="DORE"
          timeline={[
            queued,
            moved('TRNT', {
              eventAt: '2026-11-25T06:00:00.000Z',
              eventClassifier: 'ACT',
              eventLocation: 'CNSHA',
            }),
            moved('DORE'),
          ]}
        />
      </MantineProvider>,
    );
    const tracker = screen.getByLabelText('Job progress');
    expect(within(tracker).getByText('Departed: in transit')).toBeTruthy();
    expect(within(tracker).getByText(/CNSHA/)).toBeTruthy();
    expect(within(tracker).getByText('Delivery order released')).toBeTruthy();
    // AADP was skipped: it is not among the happened ones (no planned step before DORE either).
    expect(within(tracker).queryByText('Arrived at the port of discharge')).toBeNull();
    expect(within(tracker).getByText('Delivered to the place of delivery')).toBeTruthy();
    expect(within(tracker).getAllByText('Planned').length).toBe(4);
    expect(within(tracker).queryByText(/Payment released/)).toBeNull();
  });
});
