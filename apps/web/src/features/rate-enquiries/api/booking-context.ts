import {
  BOOKING_DOCUMENT_PATHS,
  type BookingContext,
  type BookingForm,
  ENQUIRY_PATHS,
  enquiryPath,
  type ItemData,
  type OperationFileCode,
  type StoredFile,
  UPLOAD_FIELD,
} from '@fastforward/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, request } from '../../../lib/http';

/**
 * The booking form's two doors: the signed-in customer (/booking-form?enquiry=<id>) and the
 * booking link (/booking-response/:refNo?token=…, no sign-in: the token is the key). Both read the
 * same context and send the same form; the page shows refusals itself.
 */
export type BookingTarget =
  | { kind: 'app'; enquiryId: number }
  | { kind: 'link'; refNo: string; token: string };

const BOOKING_KEY = 'booking-form';
const quiet = { suppressErrorDialog: true } as const;
const open = { auth: false, suppressErrorDialog: true } as const;

const formPath = (target: BookingTarget) =>
  target.kind === 'app'
    ? enquiryPath(ENQUIRY_PATHS.myQueryBooking, { id: target.enquiryId })
    : enquiryPath(ENQUIRY_PATHS.bookingLink, { refNo: target.refNo });

const documentsPath = (target: BookingTarget) =>
  target.kind === 'app'
    ? enquiryPath(BOOKING_DOCUMENT_PATHS.myQueryBookingDocuments, { id: target.enquiryId })
    : enquiryPath(BOOKING_DOCUMENT_PATHS.bookingLinkDocuments, { refNo: target.refNo });

const keyOf = (target: BookingTarget) =>
  target.kind === 'app'
    ? [BOOKING_KEY, 'app', target.enquiryId]
    : [BOOKING_KEY, 'link', target.refNo, target.token];

/** GET the form's context: the enquiry, the selected option (sell only), the documents, the booking once made. */
export const getBookingContextQueryOptions = (target: BookingTarget) =>
  queryOptions({
    queryKey: keyOf(target),
    queryFn: async () =>
      target.kind === 'app'
        ? (await http.get<ItemData<BookingContext>>(formPath(target), quiet)).item
        : (
            await http.get<ItemData<BookingContext>>(formPath(target), {
              ...open,
              query: { token: target.token },
            })
          ).item,
    retry: false,
  });

export const useBookingContext = (target: BookingTarget, enabled = true) =>
  useQuery({ ...getBookingContextQueryOptions(target), enabled });

/** POST the booking form; the answer is the context with the booking and its job, kept for the page. */
export async function postBooking({ target, body }: { target: BookingTarget; body: BookingForm }) {
  const answer = await request<ItemData<BookingContext>>(formPath(target), {
    method: 'POST',
    body: target.kind === 'app' ? body : { ...body, token: target.token },
    ...(target.kind === 'app' ? quiet : open),
  });
  return answer.data.item;
}

export function useSubmitBooking(target: BookingTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBooking,
    onSuccess: async (context) => {
      queryClient.setQueryData(keyOf(target), context);
      // The enquiry's pages (status, history, the booking panel) show the booking too.
      if (target.kind === 'app') await queryClient.invalidateQueries();
    },
  });
}

/** Uploads one required document for the booking; the form then sends its id. */
export async function uploadBookingDocument(
  target: BookingTarget,
  code: OperationFileCode,
  file: File,
): Promise<StoredFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  const answer = await request<ItemData<StoredFile>>(documentsPath(target), {
    method: 'POST',
    body: form,
    query: target.kind === 'app' ? { code } : { code, token: target.token },
    ...(target.kind === 'app' ? quiet : open),
  });
  return answer.data.item;
}
