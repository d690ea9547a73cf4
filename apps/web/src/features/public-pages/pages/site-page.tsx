import { PLATFORM_DOCUMENT_KIND, ROUTES, type SitePage, type SitePageKind } from '@fastforward/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadingShip } from '../../../components/loading-ship';
import { PublicCard } from '../../../components/public-card';
import { getSitePage } from '../api/site-pages';
import { PlainText } from '../components/plain-text';

type State =
  | { status: 'loading' }
  | { status: 'done'; page: SitePage }
  | { status: 'failed'; message: string };

/** The page's heading while its text loads or when it cannot be read. */
const FALLBACK_TITLES: Record<SitePageKind, string> = {
  'privacy-policy': 'Privacy Policy',
  'about-us': 'About Us',
};

/**
 * A public page of the site whose text the platform administrators write (its active version):
 * read without signing in, shown as plain text (paragraphs, headings, lists; never HTML).
 */
export function SitePageView({ kind }: { kind: SitePageKind }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    getSitePage(kind)
      .then((page) => active && setState({ status: 'done', page }))
      .catch(
        (error: unknown) =>
          active &&
          setState({
            status: 'failed',
            message: error instanceof Error ? error.message : 'The page could not be loaded.',
          }),
      );
    return () => {
      active = false;
    };
  }, [kind]);

  const title = state.status === 'done' ? state.page.title : FALLBACK_TITLES[kind];

  return (
    <PublicCard title={title} wide>
      {state.status === 'loading' ? <LoadingShip spinner /> : null}
      {state.status === 'failed' ? (
        <p className="ff-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.status === 'done' ? <PlainText text={state.page.body} className="ff-site-page" /> : null}
      <p>
        <Link className="ff-link" to={ROUTES.login}>
          Go to sign-in
        </Link>
      </p>
    </PublicCard>
  );
}

/** /privacy-policy (SPEC §2). */
export function PrivacyPolicyPage() {
  return <SitePageView kind={PLATFORM_DOCUMENT_KIND.privacyPolicy} />;
}

/** /aboutus (SPEC §2). */
export function AboutUsPage() {
  return <SitePageView kind={PLATFORM_DOCUMENT_KIND.aboutUs} />;
}
