import { within } from '@testing-library/react';

/** The headers of a table as a reader hears them: the drawn sort arrows are not part of a header's name. */
export function headerNames(table: HTMLElement) {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => {
      const copy = header.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent?.trim();
    });
}
