import { Button, Group, Text } from '@mantine/core';

export type DraftFormFooterProps = {
  /** Who sees the draft, and when (the note above the buttons). */
  note: string;
  isSubmitting: boolean;
  onCancel: () => void;
};

/** The end of a version form: what saving means, Cancel and 'Save draft'. */
export function DraftFormFooter({ note, isSubmitting, onCancel }: DraftFormFooterProps) {
  return (
    <>
      <Text size="sm" c="dimmed" mt="sm">
        {note}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Save draft
        </Button>
      </Group>
    </>
  );
}
