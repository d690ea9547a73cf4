import { Anchor } from '@mantine/core';

export type TextPart = { text: string } | { href: string };

// Up to the next space or character that cannot stand in a plain-text link.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Sentence punctuation after a link belongs to the sentence.
const TRAILING = /[.,;:!?)\]}]+$/;

const isWebAddress = (candidate: string) => {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Plain text cut into its text and its http(s) addresses, in order; nothing else becomes a link. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    if (!isWebAddress(href)) continue;
    if (match.index > rest) parts.push({ text: text.slice(rest, match.index) });
    parts.push({ href });
    rest = match.index + href.length;
  }
  if (rest < text.length) parts.push({ text: text.slice(rest) });
  return parts;
}

/**
 * An e-mail's text with its addresses clickable, in a new tab. The text stays text (React escapes
 * it); only http(s) addresses become links, and the opened page gets no handle on this one.
 */
export function LinkedText({ text }: { text: string }) {
  let offset = 0;
  return splitLinks(text).map((part) => {
    const key = offset;
    if ('text' in part) {
      offset += part.text.length;
      return <span key={key}>{part.text}</span>;
    }
    offset += part.href.length;
    return (
      <Anchor key={key} href={part.href} target="_blank" rel="noopener noreferrer" inherit>
        {part.href}
      </Anchor>
    );
  });
}
