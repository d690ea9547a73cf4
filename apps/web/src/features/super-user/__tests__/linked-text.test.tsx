import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText, splitLinks } from '../components/linked-text';

describe('splitLinks', () => {
  it.each([
    ['no address at all', 'Hello.', [{ text: 'Hello.' }]],
    [
      'a link on a line of its own',
      'Reset it:\nhttps://ff.example/update-password/anna/1?token=abc\nThanks',
      [
        { text: 'Reset it:\n' },
        { href: 'https://ff.example/update-password/anna/1?token=abc' },
        { text: '\nThanks' },
      ],
    ],
    [
      "the sentence's full stop and bracket stay text",
      'Open http://localhost:3000/login. (or http://x.example/a)',
      [
        { text: 'Open ' },
        { href: 'http://localhost:3000/login' },
        { text: '. (or ' },
        { href: 'http://x.example/a' },
        { text: ')' },
      ],
    ],
    [
      'other schemes stay text',
      'javascript:alert(1) ftp://x.example',
      [{ text: 'javascript:alert(1) ftp://x.example' }],
    ],
    [
      'markup around an address is not part of it',
      '<a href="https://evil.example">x</a>',
      [{ text: '<a href="' }, { href: 'https://evil.example' }, { text: '">x</a>' }],
    ],
  ])('%s', (_name, text, parts) => {
    expect(splitLinks(text)).toEqual(parts);
  });
});

describe('LinkedText', () => {
  it('makes each address a link opening in a new tab, and leaves markup as text', () => {
    const { container } = render(
      <MantineProvider>
        <p data-testid="mail">
          <LinkedText text={'<b>Welcome</b> https://ff.example/verify-email?token=abc'} />
        </p>
      </MantineProvider>,
    );
    const link = screen.getByRole('link', { name: 'https://ff.example/verify-email?token=abc' });
    expect(link.getAttribute('href')).toBe('https://ff.example/verify-email?token=abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByTestId('mail').textContent).toBe(
      '<b>Welcome</b> https://ff.example/verify-email?token=abc',
    );
  });
});
