import { findMentions } from '@fastforward/domain';
import { Text } from '@mantine/core';

/** How to mention someone, and whom the text names so far (the server notifies those who may read the board). */
export function MentionHint({ text }: { text: string | undefined }) {
  const names = findMentions(text ?? '');
  return (
    <Text size="xs" c="dimmed" aria-live="polite">
      {names.length === 0
        ? 'Type @username to notify someone who can read this board.'
        : `Mentions ${names.map((n) => `@${n}`).join(', ')}: each is notified if they can read this board.`}
    </Text>
  );
}
