import { type ActiveTerms, ROUTES, VERIFIED } from '@fastforward/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingShip } from '../../../components/loading-ship';
import { PublicCard } from '../../../components/public-card';
import { getVerificationFlags, setTermsAccepted } from '../../../lib/session';
import { logout } from '../../auth/api/logout';
import { acceptTerms } from '../api/accept-terms';
import { getActiveTerms } from '../api/get-active-terms';
import { resendVerification } from '../api/resend-verification';

/** /tandc: the terms-and-conditions gate of SPEC §4. */
export function TermsGatePage() {
  const navigate = useNavigate();
  const flags = getVerificationFlags();
  const emailVerified = flags.isEmailVerified === VERIFIED;
  const systemVerified = flags.isSystemVerified === VERIFIED;
  const [terms, setTerms] = useState<ActiveTerms[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [resent, setResent] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    getActiveTerms()
      .then((items) => active && setTerms(items))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, []);

  const pending = terms?.filter((t) => !t.accepted) ?? [];

  async function handleAccept() {
    setAccepting(true);
    try {
      const result = await acceptTerms(pending.map((t) => t.id));
      setTermsAccepted(result);
      if (emailVerified && systemVerified) {
        navigate(ROUTES.dashboard, { replace: true });
        return;
      }
      setTerms((current) => current?.map((t) => ({ ...t, accepted: true })) ?? null);
    } catch {
      // The http client has shown why.
    } finally {
      setAccepting(false);
    }
  }

  return (
    <PublicCard title="Terms and Conditions">
      {emailVerified ? null : (
        <div className="ff-warning">
          <p>Your e-mail address is not verified yet. Open the link we e-mailed you.</p>
          {resent ? (
            <p className="ff-info" role="status">
              {resent}
            </p>
          ) : (
            <button
              type="button"
              className="ff-button ff-button-secondary"
              onClick={() => resendVerification().then(setResent, () => undefined)}
            >
              Send the link again
            </button>
          )}
        </div>
      )}
      {systemVerified ? null : (
        <p className="ff-warning">Your company is awaiting approval by the platform administrator.</p>
      )}
      {terms === null && !failed ? <LoadingShip spinner /> : null}
      {failed ? <p className="ff-error">The terms and conditions could not be loaded.</p> : null}
      {terms?.map((t) => (
        <article key={t.id} className="ff-terms">
          <h2>
            {t.title} <small>(version {t.version})</small>
          </h2>
          {t.scope === 'company' && t.companyName ? <p className="ff-muted">{t.companyName}</p> : null}
          <div className="ff-terms-body">{t.body}</div>
          {t.accepted ? <p className="ff-info">Accepted</p> : null}
        </article>
      ))}
      {terms && terms.length === 0 ? <p>There are no terms to accept.</p> : null}
      <div className="ff-actions">
        {pending.length > 0 ? (
          <button type="button" className="ff-button" disabled={accepting} onClick={handleAccept}>
            I Accept
          </button>
        ) : null}
        {terms && pending.length === 0 && emailVerified && systemVerified ? (
          <button
            type="button"
            className="ff-button"
            onClick={() => navigate(ROUTES.dashboard, { replace: true })}
          >
            Continue
          </button>
        ) : null}
        <button type="button" className="ff-button ff-button-secondary" onClick={() => void logout()}>
          Logout
        </button>
      </div>
    </PublicCard>
  );
}
