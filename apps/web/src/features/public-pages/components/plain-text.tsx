import type { ReactNode } from 'react';

/**
 * A block of a text written as plain text: a heading ('# ' at the start of a line, '## ' for a
 * smaller one), a list (lines starting with '- ') or a paragraph (any other lines; a single line
 * break stays a line break). Blank lines separate paragraphs.
 */
export type TextBlock =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; lines: string[] };

/**
 * The blocks of `text`. Only this small subset has a meaning: everything else, HTML included, is
 * text and React writes it escaped, so what the platform administrator types can never inject.
 */
export function parsePlainText(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current: TextBlock | null = null;
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,2})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (line.trim() === '') {
      close();
    } else if (heading) {
      close();
      blocks.push({ kind: 'heading', level: heading[1] === '#' ? 1 : 2, text: heading[2] ?? '' });
    } else if (item) {
      if (current?.kind !== 'list') {
        close();
        current = { kind: 'list', items: [] };
      }
      current.items.push(item[1] ?? '');
    } else {
      if (current?.kind !== 'paragraph') {
        close();
        current = { kind: 'paragraph', lines: [] };
      }
      current.lines.push(line);
    }
  }
  close();
  return blocks;
}

/** Writes a plain text as headings, lists and paragraphs; `#` headings start at `headingLevel`. */
export function PlainText({
  text,
  headingLevel = 2,
  className,
}: {
  text: string;
  /** The level of a '# ' heading: below the page's own title. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const nodes: ReactNode[] = parsePlainText(text).map((block, index) => {
    // The blocks never move: their position is their identity.
    const key = `${block.kind}-${index}`;
    if (block.kind === 'heading') {
      const Heading = `h${Math.min(headingLevel + block.level - 1, 6)}` as 'h2';
      return <Heading key={key}>{block.text}</Heading>;
    }
    if (block.kind === 'list') {
      return (
        <ul key={key}>
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items of a static text, never reordered.
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    }
    // A line break within a paragraph stays one: text, <br>, text.
    const lines = block.lines.flatMap((line, i) =>
      // biome-ignore lint/suspicious/noArrayIndexKey: lines of a static text, never reordered.
      i === 0 ? [line] : [<br key={i} />, line],
    );
    return <p key={key}>{lines}</p>;
  });
  return <div className={className}>{nodes}</div>;
}
