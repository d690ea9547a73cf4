import { useState } from 'react';
import type { Path, Resolver } from 'react-hook-form';
import { useSaveForm } from '../../../components/use-save-form';
import type { ChannelSettingsFormProps, ChannelValues } from './channel-settings-form';
import { secretForSave } from './secret-field';
import type { SendTestDialogProps } from './send-test-dialog';

/** The channel's values, with the write-only secret under K. */
type SecretValues<K extends string> = ChannelValues & Partial<Record<K, string | null>>;

/** What one sending channel (e-mail, SMS) brings to the shared settings form. */
export type ChannelSettings<V extends SecretValues<K>, T, K extends string> = {
  /** The form's accessible name, e.g. 'E-mail settings'. */
  name: string;
  enabledLabel: string;
  saveLabel: string;
  test: Omit<SendTestDialogProps, 'opened' | 'onClose' | 'send'>;
  resolver: Resolver<V>;
  toFormValues: (settings: T) => V;
  /** The fields a server error may name. */
  fieldNames: readonly Path<V>[];
  /** The write-only field: its input starts empty, and the PUT leaves it out unless typed or cleared. */
  secretKey: K;
  /** The channel's save and test mutations (hooks, so the caches they update stay theirs). */
  useSave: () => { mutateAsync: (values: V) => Promise<T> };
  useSendTest: () => { mutateAsync: SendTestDialogProps['send'] };
};

/**
 * The state of a channel's settings form: `form` for its fields, `secret` for its SecretField and
 * `frame` for the ChannelSettingsForm around them.
 */
export function useChannelSettingsForm<
  V extends SecretValues<K>,
  T extends { isSaved: boolean },
  K extends string,
>(channel: ChannelSettings<V, T, K>, settings: T) {
  const save = channel.useSave();
  const sendTest = channel.useSendTest();
  const [clearSecret, setClearSecret] = useState(false);
  const { form, onSubmit, saved } = useSaveForm({
    item: settings,
    toFormValues: channel.toFormValues,
    resolver: channel.resolver,
    fieldNames: channel.fieldNames,
    save: async (values: V) => {
      const { secretKey } = channel;
      const item = await save.mutateAsync({
        ...values,
        [secretKey]: secretForSave(values[secretKey], clearSecret),
      });
      // The form starts over from what is stored now, the clear box included.
      setClearSecret(false);
      return item;
    },
  });
  const frame: Omit<ChannelSettingsFormProps<V>, 'canUpdate' | 'children'> = {
    form,
    name: channel.name,
    enabledLabel: channel.enabledLabel,
    saveLabel: channel.saveLabel,
    canTest: settings.isSaved,
    onSubmit,
    saved,
    test: { ...channel.test, send: sendTest.mutateAsync },
  };
  return { form, secret: { clear: clearSecret, onClearChange: setClearSecret }, frame };
}
