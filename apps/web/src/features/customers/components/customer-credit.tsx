import { ACCOUNTS_ACCESS, type CustomerKyc } from '@fastforward/domain';
import { Button, Group, NumberInput, Paper, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useCan } from '../../../lib/permissions';
import { useSetCustomerCredit } from '../api/set-customer-credit';

/**
 * The customer's credit with the forwarder: a limit in the base currency and terms in days, or
 * none (its delivery orders wait for payment). Accounts sets it; everyone else reads it.
 */
export function CustomerCredit({ kyc }: { kyc: CustomerKyc }) {
  const mayEdit = useCan(ACCOUNTS_ACCESS.update);
  const save = useSetCustomerCredit();
  const [limit, setLimit] = useState(kyc.credit?.limit ?? '');
  const [days, setDays] = useState<number | string>(kyc.credit?.termsDays ?? '');
  useEffect(() => {
    setLimit(kyc.credit?.limit ?? '');
    setDays(kyc.credit?.termsDays ?? '');
  }, [kyc.credit]);
  const summary = kyc.credit
    ? `Limit ${kyc.credit.limit} in the base currency, ${kyc.credit.termsDays} days' terms`
    : 'No credit: its delivery orders are released against payment.';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Credit">
      <Title order={2} size="h4" mb="xs">
        Credit
      </Title>
      <Text size="sm" mb={mayEdit ? 'sm' : 0}>
        {summary}
      </Text>
      {mayEdit ? (
        <Group align="flex-end">
          <TextInput
            label="Credit limit"
            description="In the company's base currency"
            value={limit}
            onChange={(event) => setLimit(event.currentTarget.value)}
          />
          <NumberInput
            label="Credit terms (days)"
            min={1}
            max={365}
            allowDecimal={false}
            value={days}
            onChange={setDays}
          />
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                id: kyc.id,
                body: {
                  creditLimit: limit.trim() === '' ? null : limit.trim(),
                  creditTermsDays: days === '' ? null : Number(days),
                },
              })
            }
          >
            Save credit
          </Button>
          {kyc.credit ? (
            <Button
              variant="default"
              disabled={save.isPending}
              onClick={() => save.mutate({ id: kyc.id, body: { creditLimit: null, creditTermsDays: null } })}
            >
              Remove credit
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Paper>
  );
}
