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
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingShip } from '../../../components/loading-ship';
import { PasswordField } from '../../../components/password-field';
import { PasswordHints } from '../../../components/password-hints';
import { PublicCard } from '../../../components/public-card';
import { TextField } from '../../../components/text-field';
import { HttpError } from '../../../lib/http';
import {
  type AvailabilityCheck,
  checkAvailability,
  getActiveDocuments,
  registerCompany,
} from '../api/registration';
import { listCountries } from '../components/country-codes';

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
  const countries = useMemo(() => listCountries(), []);
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
      const fieldErrors = error instanceof HttpError ? (error.body?.errors ?? []) : [];
      const next: Record<string, string> = {};
      for (const e of fieldErrors) next[e.field] ??= e.defaultMessage;
      if (fieldErrors.length === 0) next.form = error instanceof Error ? error.message : String(error);
      setErrors(next);
      // A changed licence agreement: show the current one to read and accept again.
      if (next.licenseAgreementId) {
        setAcceptLicense(false);
        getActiveDocuments(category).then(setDocuments, () => setDocumentsFailed(true));
      }
    } finally {
      setSubmitting(false);
    }
  }

  const note = (field: AvailabilityCheck) =>
    availability[field]?.available ? availability[field]?.message : undefined;
  const agreement = documents?.licenseAgreement ?? null;

  /** A text field of the form; `checked` ones ask the server on leaving (SPEC §5). */
  const field = (
    key: TextKey,
    label: string,
    maxLength: number,
    extra: { autoComplete?: string; type?: 'email' | 'tel'; checked?: boolean } = {},
  ) => {
    const checked = extra.checked ? (key as AvailabilityCheck) : null;
    return (
      <TextField
        label={label}
        name={key}
        type={extra.type}
        autoComplete={extra.autoComplete}
        value={values[key]}
        onChange={set(key)}
        onBlur={checked ? () => check(checked) : undefined}
        error={errors[key]}
        note={checked ? note(checked) : undefined}
        noteOk={checked ? availability[checked]?.message !== REGISTRATION_MESSAGES.emailDomainPublic : false}
        maxLength={maxLength}
      />
    );
  };

  return (
    <PublicCard title="Register your company" wide>
      <p className="ff-muted">
        Forwarders and vendors join FastForward here. After you verify your e-mail address, the platform team
        reviews your company before you can work with it.
      </p>
      <form className="ff-form" onSubmit={handleSubmit} noValidate aria-label="Company registration">
        <fieldset className="ff-section">
          <legend>Company</legend>
          {field('companyName', 'Company name', 200, { autoComplete: 'organization' })}
          {field('shortName', 'Short name', 30, { checked: true })}
          <div className="ff-field">
            <span className="ff-label">Company type</span>
            <div className="ff-choice" role="radiogroup" aria-label="Company type">
              {REGISTRATION_CATEGORIES.map((code) => (
                <label key={code}>
                  <input
                    type="radio"
                    name="category"
                    value={code}
                    checked={category === code}
                    onChange={() => {
                      setCategory(code);
                      setAcceptLicense(false);
                    }}
                  />
                  {REGISTRATION_CATEGORY_LABELS[code]}
                </label>
              ))}
            </div>
            {errors.category ? <small className="ff-error">{errors.category}</small> : null}
          </div>
          <div className="ff-field">
            <label htmlFor="registration-country">Country</label>
            <select
              id="registration-country"
              name="countryCode"
              value={values.countryCode}
              aria-invalid={errors.countryCode ? true : undefined}
              onChange={(e) => set('countryCode')(e.target.value)}
            >
              <option value="">Choose a country</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
            {errors.countryCode ? <small className="ff-error">{errors.countryCode}</small> : null}
          </div>
          {field('phone', 'Phone', 30, { type: 'tel', autoComplete: 'tel' })}
        </fieldset>

        <fieldset className="ff-section">
          <legend>Your administrator account</legend>
          {field('fullName', 'Full name', 100, { autoComplete: 'name' })}
          {field('username', 'Username', 64, { autoComplete: 'username', checked: true })}
          {field('email', 'E-mail', 254, { type: 'email', autoComplete: 'email', checked: true })}
          <div />
          <div className="ff-field">
            <PasswordField
              label="Password"
              name="password"
              value={values.password}
              onChange={set('password')}
            />
            {errors.password ? <small className="ff-error">{errors.password}</small> : null}
            <PasswordHints password={values.password} />
          </div>
          <div className="ff-field">
            <PasswordField
              label="Confirm password"
              name="confirmPassword"
              value={values.confirmPassword}
              onChange={set('confirmPassword')}
            />
            {errors.confirmPassword ? <small className="ff-error">{errors.confirmPassword}</small> : null}
          </div>
        </fieldset>

        <section aria-label="Licence agreement">
          {documents === null && !documentsFailed ? <LoadingShip spinner /> : null}
          {documentsFailed ? (
            <p className="ff-error">The licence agreement could not be loaded. Please try again later.</p>
          ) : null}
          {agreement ? (
            <>
              <h2 className="ff-subtitle">
                {agreement.title} <small>(version {agreement.version})</small>
              </h2>
              <div className="ff-document">{agreement.body}</div>
            </>
          ) : null}
          {documents ? (
            <label className="ff-check">
              <input
                type="checkbox"
                name="acceptLicense"
                checked={acceptLicense}
                onChange={(e) => {
                  setAcceptLicense(e.target.checked);
                  setErrors(({ acceptLicense: _, licenseAgreementId: __, ...rest }) => rest);
                }}
              />
              <span>
                {agreement
                  ? 'I have read and accept the licence agreement on behalf of my company'
                  : 'I confirm that I may register this company'}
              </span>
            </label>
          ) : null}
          {errors.acceptLicense ? <small className="ff-error">{errors.acceptLicense}</small> : null}
          {errors.licenseAgreementId ? <small className="ff-error">{errors.licenseAgreementId}</small> : null}
          {documents?.disclaimers.map((d) => (
            <p key={d.id} className="ff-disclaimer">
              <strong>{d.title}.</strong> {d.body}
            </p>
          ))}
        </section>

        {errors.form ? (
          <p className="ff-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        {submitting ? (
          <LoadingShip spinner />
        ) : (
          <button type="submit" className="ff-button" disabled={documents === null}>
            Register
          </button>
        )}
        <Link className="ff-link" to={ROUTES.login}>
          Already registered? Sign in
        </Link>
      </form>
    </PublicCard>
  );
}
