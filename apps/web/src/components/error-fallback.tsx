import { SHELL_MESSAGES } from '@fastforward/domain';
import { SUPPORT_EMAIL } from '../lib/config';

/** The fallback page of SPEC §2 with the error's message and a support line. */
export function ErrorFallback({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="ff-public">
      <div className="ff-card" role="alert">
        <h1 className="ff-title">{SHELL_MESSAGES.errorFallbackTitle}</h1>
        <p className="ff-error-detail">{detail}</p>
        <p>
          If this keeps happening, contact support at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </div>
    </main>
  );
}
