import { MESSAGES } from '@fastforward/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderDashboardPage } from '../../test/render-dashboard';
import { useWeightSlabData } from '../weight-slab-data';

const option = (id: number, displayName: string) => ({
  id,
  type: 'sea',
  name: displayName,
  min: null,
  max: 100,
  measurementIn: 'Kgs',
  containerSizeId: null,
  displayName,
});

function SlabState({ type, size }: { type: 'air' | 'sea' | null; size?: number }) {
  const slabs = useWeightSlabData(type, size);
  return (
    <p data-testid="state">
      {slabs.state}|{slabs.items.map((s) => s.displayName).join(',')}|{slabs.errorMessage ?? 'none'}
    </p>
  );
}

const stateText = () => screen.getByTestId('state').textContent;

describe('useWeightSlabData (SPEC §7 weight slab data, §4 reference states)', () => {
  it('loads /sea/{containerSizeId} once a size is chosen, and answers the items', async () => {
    const { calls } = mockFetch(() =>
      json({ success: true, data: { items: [option(1, '0 Kgs - 100 Kgs')] } }),
    );
    renderDashboardPage(<SlabState type="sea" size={7} />);
    expect(stateText()).toBe('loading||none');
    await waitFor(() => expect(stateText()).toBe('success|0 Kgs - 100 Kgs|none'));
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/weight-slab-data/sea/7']);
  });

  it("stores 'Failed to fetch weight slab data' on failure and shows nothing (SPEC §8)", async () => {
    mockFetch(() =>
      json({ success: false, error: 'Internal_Server_Error', message: 'boom', errors: [] }, 500),
    );
    renderDashboardPage(<SlabState type="air" />);
    await waitFor(() => expect(stateText()).toBe(`error||${MESSAGES.weightSlabFetchFailed}`));
    expect(MESSAGES.weightSlabFetchFailed).toBe('Failed to fetch weight slab data');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('fetches nothing until the type is known', () => {
    const { calls } = mockFetch(() => json({ success: true, data: { items: [] } }));
    renderDashboardPage(<SlabState type={null} />);
    expect(stateText()).toBe('loading||none');
    expect(calls).toHaveLength(0);
  });
});
