import { ENQUIRY_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../../lib/route-entry';

/** The customers' feedback, in the forwarder's dashboard. */
export const feedbackRoutes: readonly RouteEntry[] = [
  {
    path: ENQUIRY_ROUTES.feedback,
    page: lazyPage(() => import('./feedback-list-page'), 'FeedbackListPage'),
  },
];

/** The booking link (SPEC §2 /booking-response/:refNo), public: the token is the key. */
export const bookingResponseRoutes: readonly RouteEntry[] = [
  {
    path: ENQUIRY_ROUTES.bookingResponse,
    page: lazyPage(() => import('./booking-response-page'), 'BookingResponsePage'),
  },
];

/** The signed-in customer's booking and feedback forms (SPEC §2 /booking-form, /feedback-form). */
export const customerFormRoutes: readonly RouteEntry[] = [
  {
    path: ENQUIRY_ROUTES.bookingForm,
    page: lazyPage(() => import('./booking-form-page'), 'BookingFormPage'),
  },
  {
    path: ENQUIRY_ROUTES.feedbackForm,
    page: lazyPage(() => import('./feedback-form-page'), 'FeedbackFormPage'),
  },
];
