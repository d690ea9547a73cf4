import type { ListData } from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, SEARCH_DEBOUNCE_MS } from '../data-table';

type Row = { id: number; name: string };
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', render: (r) => r.name, sortable: true },
];
const list = (items: Row[], total = items.length, page = 1): ListData<Row> => ({
  items,
  total,
  page,
  pageSize: 10,
});

const renderTable = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
  render(
    <MantineProvider>
      <DataTable<Row>
        label="Things"
        columns={columns}
        data={list([{ id: 1, name: 'Alpha' }])}
        rowKey={(r) => r.id}
        isLoading={false}
        emptyText="No things yet."
        page={1}
        onPageChange={() => {}}
        {...props}
      />
    </MantineProvider>,
  );

describe('DataTable', () => {
  it('shows the rows of the page it is given', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getByText('Alpha')).toBeTruthy();
  });

  it('shows the empty text when the server answers no rows', () => {
    renderTable({ data: list([]) });
    expect(screen.getByText('No things yet.')).toBeTruthy();
  });

  it('shows skeleton rows while the first page loads', () => {
    renderTable({ data: undefined, isLoading: true });
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(screen.queryByText('No things yet.')).toBeNull();
  });

  it('shows an error when the list fails to load', () => {
    renderTable({ data: undefined, isError: true });
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
  });

  it('asks for another page through the pagination', () => {
    const onPageChange = vi.fn();
    renderTable({ data: list([{ id: 1, name: 'Alpha' }], 25), onPageChange });
    expect(screen.getByText('25 records')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('hides the pagination when everything fits on one page', () => {
    renderTable({ data: list([{ id: 1, name: 'Alpha' }], 10) });
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
  });

  it('searches once, 300 ms after the typing stops', () => {
    vi.useFakeTimers();
    const onSearchChange = vi.fn();
    renderTable({ onSearchChange, searchLabel: 'Search things' });
    const box = screen.getByLabelText('Search things');
    fireEvent.change(box, { target: { value: 'a' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(box, { target: { value: 'al ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(onSearchChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
    expect(onSearchChange).toHaveBeenCalledWith('al');
  });

  it('sorts ascending first, then descending on a second click', () => {
    const onSortChange = vi.fn();
    const { rerender } = renderTable({ onSortChange, sort: null });
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });
    rerender(
      <MantineProvider>
        <DataTable<Row>
          label="Things"
          columns={columns}
          data={list([{ id: 1, name: 'Alpha' }])}
          rowKey={(r) => r.id}
          isLoading={false}
          emptyText="No things yet."
          page={1}
          onPageChange={() => {}}
          sort={{ key: 'name', direction: 'asc' }}
          onSortChange={onSortChange}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
  });

  describe('row actions', () => {
    const actionsOf = (onEdit: () => void) => ({
      name: (r: Row) => r.name,
      of: (r: Row) => [
        { label: 'Edit', name: `Edit ${r.name}`, onClick: onEdit },
        r.id === 1 ? null : { label: 'Delete', name: `Delete ${r.name}`, color: 'red', onClick: () => {} },
      ],
    });

    it('offers each action as a button named after its row, in a last Actions column', () => {
      const onEdit = vi.fn();
      renderTable({ rowActions: actionsOf(onEdit) });
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers.at(-1)).toBe('Actions');
      fireEvent.click(screen.getByRole('button', { name: 'Edit Alpha' }));
      expect(onEdit).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: 'Delete Alpha' })).toBeNull();
    });

    it('holds the same actions in one menu named after the row, for a narrow list', async () => {
      const onEdit = vi.fn();
      renderTable({
        data: list([
          { id: 1, name: 'Alpha' },
          { id: 2, name: 'Beta' },
        ]),
        rowActions: actionsOf(onEdit),
      });
      fireEvent.click(screen.getByRole('button', { name: 'Actions for Beta' }));
      const menu = await screen.findByRole('menu', { hidden: true });
      expect(
        within(menu)
          .getAllByRole('menuitem', { hidden: true })
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Edit Beta', 'Delete Beta']);
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit Beta', hidden: true }));
      expect(onEdit).toHaveBeenCalledTimes(1);
    });

    it('shows no menu for a row that offers nothing', () => {
      renderTable({ rowActions: { name: (r) => r.name, of: () => [null, false] } });
      expect(screen.queryByRole('button', { name: 'Actions for Alpha' })).toBeNull();
    });
  });
});
