import { Alert, Button, Fieldset, Group, SimpleGrid } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { FormProvider, type UseFormReturn, useFormContext } from 'react-hook-form';
import { CheckedField } from './checked-field';
import { SendTestDialog, type SendTestDialogProps } from './send-test-dialog';

/** What every channel's form holds besides its own fields. */
export type ChannelValues = { isEnabled: boolean };

export type ChannelSettingsFormProps<V extends ChannelValues> = {
  form: UseFormReturn<V>;
  /** The form's accessible name, e.g. 'E-mail settings'; the notice after a save says it too. */
  name: string;
  /** The label of the switch that turns the channel on. */
  enabledLabel: string;
  saveLabel: string;
  /** Without it the fields are read-only and neither save nor test is offered. */
  canUpdate: boolean;
  /** A test sends through the stored settings, so there must be some. */
  canTest: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saved: boolean;
  /** The test dialog; its title is also the label of the button that opens it. */
  test: Omit<SendTestDialogProps, 'opened' | 'onClose'>;
  /** The channel's own fields, two to a row. */
  children: ReactNode;
  /** Options under the fields, across the whole width. */
  options?: ReactNode;
};

/** The frame of a sending channel's settings (e-mail, SMS): on/off, fields, save and a test send. */
export function ChannelSettingsForm<V extends ChannelValues>({
  form,
  name,
  enabledLabel,
  saveLabel,
  canUpdate,
  canTest,
  onSubmit,
  saved,
  test,
  children,
  options,
}: ChannelSettingsFormProps<V>) {
  const [isTesting, setIsTesting] = useState(false);
  // The dialog stays outside the form: React carries its submit event through the portal.
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={name}>
        <Fieldset variant="unstyled" disabled={!canUpdate}>
          <EnabledSwitch label={enabledLabel} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
            {children}
          </SimpleGrid>
          {options}
        </Fieldset>
        {saved ? (
          <Alert mt="md" color="green" role="status" title="Saved">
            {`${name} saved.`}
          </Alert>
        ) : null}
        {canUpdate ? (
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setIsTesting(true)} disabled={!canTest}>
              {test.title}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {saveLabel}
            </Button>
          </Group>
        ) : null}
      </form>
      <SendTestDialog opened={isTesting} onClose={() => setIsTesting(false)} {...test} />
    </FormProvider>
  );
}

/** Reads the form from context: the frame cannot name a field of its caller's generic values. */
function EnabledSwitch({ label }: { label: string }) {
  const { control } = useFormContext<ChannelValues>();
  return <CheckedField variant="switch" control={control} name="isEnabled" label={label} />;
}
