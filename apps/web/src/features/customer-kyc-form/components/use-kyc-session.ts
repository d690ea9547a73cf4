import {
  emailSchema,
  type KycLinkCredentials,
  type KycPublicForm,
  type KycPublicOpenRequest,
  type KycPublicStartResponse,
} from '@fastforward/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { KYC_FORM_KEY, readStoredKycLink, storeKycLink } from '../api/kyc-link';
import { openKycLink } from '../api/open-kyc-link';
import { startKyc } from '../api/start-kyc';

/** An open form and the link its document and submit calls carry. */
export type KycSession = { kyc: KycPublicForm; link: KycLinkCredentials };

/** A path part that is not a whole number makes the link invalid without asking the server. */
export class MalformedKycLinkError extends Error {}

const wholeNumber = (text: string | undefined) =>
  text && /^\d{1,10}$/.test(text) ? Number(text) : undefined;

/** The path of a mailed invitation, as the server compares it with the link it issued. */
function invitationOf(
  params: Readonly<Record<string, string | undefined>>,
  token: string | undefined,
): KycPublicOpenRequest {
  const invitationId = wholeNumber(params.invitation_id);
  const userId = wholeNumber(params.user_id);
  if (invitationId === undefined || (params.user_id !== undefined && userId === undefined)) {
    throw new MalformedKycLinkError();
  }
  return { userId, email: params.email, invitationId, token };
}

/** Keeps a started KYC's link for the tab's reloads and answers its session. */
function remember(path: string, started: KycPublicStartResponse): KycSession {
  const { token, ...kyc } = started;
  const link = { invitationId: kyc.invitationId, token };
  storeKycLink(path, { ...link, userId: kyc.userId, email: kyc.email });
  return { kyc, link };
}

/**
 * The form behind /customerKyc/:user_id?/:email?/:invitation_id?token=…: a mailed invitation is
 * opened; without one, the draft this tab started is opened again, or a self-service KYC starts at
 * the sales person of :user_id. Null: no forwarder is known yet (`startAt` asks for its code).
 */
export function useKycSession() {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const token = search.get('token') ?? undefined;
  const isInvitation = params.invitation_id !== undefined;
  const salesPersonId = wholeNumber(params.user_id) || undefined;
  const email = emailSchema.safeParse(params.email).success ? params.email : undefined;
  const queryKey = [KYC_FORM_KEY, 'session', pathname, token ?? ''];

  const session = useQuery({
    queryKey,
    queryFn: async (): Promise<KycSession | null> => {
      if (isInvitation) {
        const request = invitationOf(params, token);
        const kyc = await openKycLink(request);
        return { kyc, link: { invitationId: kyc.invitationId, token: token ?? '' } };
      }
      const stored = readStoredKycLink(pathname);
      if (stored) {
        try {
          const kyc = await openKycLink({
            userId: stored.userId ?? undefined,
            email: stored.email,
            invitationId: stored.invitationId,
            token: stored.token,
          });
          return { kyc, link: stored };
        } catch {
          // Expired or submitted in another tab: this tab starts afresh.
          storeKycLink(pathname, null);
        }
      }
      if (salesPersonId === undefined) return null;
      return remember(pathname, await startKyc({ userId: salesPersonId, email }));
    },
    // Opening or starting happens once per visit (a start makes a draft): never behind the visitor's back.
    staleTime: Number.POSITIVE_INFINITY,
  });

  const startAt = async (forwarderShortName: string) => {
    const started = await startKyc({ forwarderShortName, email });
    queryClient.setQueryData(queryKey, remember(pathname, started));
  };

  /** After the submission the link is spent: a reload must not open it again. */
  const forget = () => storeKycLink(pathname, null);

  return { session, isInvitation, startAt, forget };
}
