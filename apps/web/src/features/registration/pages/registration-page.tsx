import {
  type ActivePlatformDocuments,
  type Availability,
  emailDomainCheckQuerySchema,
  REGISTRATION_CATEGORIES,
  REGISTRATION_CATEGORY_LABELS,
  REGISTRATION_MESSAGES,
  REGISTRATION_ROUTES,
  type RegistrationCategory,
  ROUTES,
  registrationRequestSchema,
  shortNameCheckQuerySchema,
  usernameCheckQuerySchema,
} from '@fastforward/domain';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Fieldset,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { placeServerErrors } from '../../../components/data-table';
import { LoadingShip } from '../../../components/loading-ship';
import { PasswordHints } from '../../../components/password-hints';
import { CountryPicker } from '../../../components/pickers';
import { PublicCard } from '../../../components/public-card';
import { showErrorDialog } from '../../../lib/dialogs';
import {
  type AvailabilityCheck,
  checkAvailability,
  getActiveDocuments,
  registerCompany,
} from '../api/registration';

type TextKey =
  | 'companyName'
  | 'shortName'
  | 'countryCode'
  | 'phone'
  | 'fullName'
  | 'username'
  | 'email'
  | 'password'
  | 'confirmPassword';

const EMPTY: Record<TextKey, string> = {
  companyName: '',
  shortName: '',
  countryCode: '',
  phone: '',
  fullName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** The fields a server's error can name; anything else goes to the default error dialog. */
const REGISTRATION_FIELDS = registrationRequestSchema.keyof().options;

/** The field-level schemas of the server's availability checks: a value they refuse is not sent. */
const CHECK_SCHEMAS = {
  username: (v: string) => usernameCheckQuerySchema.safeParse({ username: v }).success,
  shortName: (v: string) => shortNameCheckQuerySchema.safeParse({ shortName: v }).success,
  email: (v: string) => emailDomainCheckQuerySchema.safeParse({ email: v }).success,
} satisfies Record<AvailabilityCheck, (v: string) => boolean>;

const firstErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
};

/** /registrationForm: a forwarder or vendor registers its company and its first administrator. */
export function RegistrationPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [category, setCategory] = useState<RegistrationCategory>('CAT_FFD');
  const [acceptLicense, setAcceptLicense] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [availability, setAvailability] = useState<Partial<Record<AvailabilityCheck, Availability>>>({});
  const [documents, setDocuments] = useState<ActivePlatformDocuments | null>(null);
  const [documentsFailed, setDocumentsFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let active = true;
    setDocuments(null);
    setDocumentsFailed(false);
    getActiveDocuments(category)
      .then((d) => active && setDocuments(d))
      .catch(() => active && setDocumentsFailed(true));
    return () => {
      active = false;
    };
  }, [category]);

  const set = (key: TextKey) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
    if (key in CHECK_SCHEMAS) setAvailability(({ [key as AvailabilityCheck]: _, ...rest }) => rest);
  };

  async function check(field: AvailabilityCheck) {
    const value = values[field].trim();
    if (!CHECK_SCHEMAS[field](value)) return;
    try {
      const answer = await checkAvailability(field, value);
      setAvailability((a) => ({ ...a, [field]: answer }));
      setErrors(({ [field]: _, ...rest }) =>
        answer.available ? rest : { ...rest, [field]: answer.message },
      );
    } catch {
      // The check is a convenience: registering asks the server again.
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = registrationRequestSchema.safeParse({
      ...values,
      category,
      licenseAgreementId: documents?.licenseAgreement?.id ?? null,
      acceptLicense,
    });
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setSubmitting(true);
    try {
      const body = await registerCompany(parsed.data);
      navigate(REGISTRATION_ROUTES.thankYou, { state: { registeredEmail: body.data.email } });
    } catch (error) {
      const placement = placeServerErrors(error, REGISTRATION_FIELDS);
      if (!placement) return;
      const next: Record<string, string> = {};
      for (const { field, message } of placement.fields) next[field] ??= message;
      setErrors(next);
      if (placement.dialog) void showErrorDialog(placement.dialog.title, placement.dialog.text);
      // A changed licence agreement: show the current one to read and accept again.
      if (next.licenseAgreementId) {
        setAcceptLicense(false);
        getActiveDocuments(category).then(setDocuments, () => setDocumentsFailed(true));
      }
    } finally {
      setSubmitting(false);
    }
  }

  const agreement = documents?.licenseAgreement ?? null;

  /** A required text field of the form; `checked` ones ask the server on leaving (SPEC §5). */
  const field = (
    key: TextKey,
    label: string,
    extra: { autoComplete?: string; type?: 'email' | 'tel'; checked?: boolean } = {},
  ) => {
    const checked = extra.checked ? (key as AvailabilityCheck) : null;
    const answer = checked ? availability[checked] : undefined;
    // An available name is confirmed under the field; a public mail provider only gets a note.
    const note = answer?.available ? (
      <Text span size="xs" c={answer.message === REGISTRATION_MESSAGES.emailDomainPublic ? 'dimmed' : 'teal'}>
        {answer.message}
      </Text>
    ) : undefined;
    return (
      <TextInput
        label={label}
        withAsterisk
        name={key}
        type={extra.type}
        autoComplete={extra.autoComplete}
        value={values[key]}
        onChange={(event) => set(key)(event.currentTarget.value)}
        onBlur={checked ? () => check(checked) : undefined}
        error={errors[key]}
        description={note}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    );
  };

  return (
    <PublicCard title="Register your company" wide>
      <Text c="dimmed" size="sm" mb="md">
        Forwarders and vendors join FastForward here. After you verify your e-mail address, the platform team
        reviews your company before you can work with it.
      </Text>
      <form onSubmit={handleSubmit} noValidate aria-label="Company registration">
        <Stack gap="lg">
          <Fieldset legend="Company">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {field('companyName', 'Company name', { autoComplete: 'organization' })}
              {field('shortName', 'Short name', { checked: true })}
              <Radio.Group
                label="Company type"
                withAsterisk
                value={category}
                onChange={(code) => {
                  setCategory(code as RegistrationCategory);
                  setAcceptLicense(false);
                }}
                error={errors.category}
              >
                <Stack gap="xs" mt="xs">
                  {REGISTRATION_CATEGORIES.map((code) => (
                    <Radio
                      key={code}
                      value={code}
                      name="category"
                      label={REGISTRATION_CATEGORY_LABELS[code]}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              <CountryPicker
                label="Country"
                withAsterisk
                name="countryCode"
                placeholder="Choose a country"
                value={values.countryCode || null}
                onChange={(code) => set('countryCode')(code ?? '')}
                error={errors.countryCode}
              />
              {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend="Your administrator account">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {field('fullName', 'Full name', { autoComplete: 'name' })}
              {field('username', 'Username', { autoComplete: 'username', checked: true })}
              {field('email', 'E-mail', { type: 'email', autoComplete: 'email', checked: true })}
              <div />
              <Box>
                <PasswordInput
                  label="Password"
                  withAsterisk
                  name="password"
                  autoComplete="new-password"
                  value={values.password}
                  onChange={(event) => set('password')(event.currentTarget.value)}
                  error={errors.password}
                />
                <PasswordHints password={values.password} />
              </Box>
              <PasswordInput
                label="Confirm password"
                withAsterisk
                name="confirmPassword"
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={(event) => set('confirmPassword')(event.currentTarget.value)}
                error={errors.confirmPassword}
              />
            </SimpleGrid>
          </Fieldset>

          <Stack component="section" aria-label="Licence agreement" gap="sm">
            {documents === null && !documentsFailed ? <LoadingShip spinner /> : null}
            {documentsFailed ? (
              <Alert color="red">The licence agreement could not be loaded. Please try again later.</Alert>
            ) : null}
            {agreement ? (
              <>
                <Title order={2} size="h4">
                  {agreement.title}{' '}
                  <Text span c="dimmed" size="sm">
                    (version {agreement.version})
                  </Text>
                </Title>
                <div className="ff-document">{agreement.body}</div>
              </>
            ) : null}
            {documents ? (
              <Checkbox
                name="acceptLicense"
                checked={acceptLicense}
                onChange={(event) => {
                  setAcceptLicense(event.currentTarget.checked);
                  setErrors(({ acceptLicense: _, licenseAgreementId: __, ...rest }) => rest);
                }}
                label={
                  agreement
                    ? 'I have read and accept the licence agreement on behalf of my company'
                    : 'I confirm that I may register this company'
                }
                error={errors.acceptLicense ?? errors.licenseAgreementId}
              />
            ) : null}
            {documents?.disclaimers.map((d) => (
              <Text key={d.id} size="sm" c="dimmed">
                <strong>{d.title}.</strong> {d.body}
              </Text>
            ))}
          </Stack>

          {errors.form ? (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Anchor component={Link} to={ROUTES.login} size="sm">
              Already registered? Sign in
            </Anchor>
            <Button type="submit" loading={submitting} disabled={documents === null}>
              Register
            </Button>
          </Group>
        </Stack>
      </form>
    </PublicCard>
  );
}
