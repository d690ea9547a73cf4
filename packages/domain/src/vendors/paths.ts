/** API paths of the vendor network (SPEC §7 "vendors": register, search, convert to FFD request, approve or reject). */
export const VENDOR_PATHS = {
  /** GET the forwarder's vendor list; POST adds a registered vendor or an e-mail-only one. */
  list: '/api/v1/vendors',
  item: '/api/v1/vendors/:id',
  /** GET registered vendor companies other forwarders may add: name, country, mode, lane. */
  search: '/api/v1/vendors/search',
  /** GET/PUT the signed-in company's own vendor profile (modes and lanes served). */
  profile: '/api/v1/vendors/profile',
  /** GET the vendor's own requests; POST asks to become a forwarder. */
  conversionRequests: '/api/v1/vendors/convert-to-ffd-requests',
  /** Platform: GET every request; POST approve / reject. */
  platformConversionRequests: '/api/v1/platform/vendor-conversion-requests',
  approveConversion: '/api/v1/platform/vendor-conversion-requests/:id/approve',
  rejectConversion: '/api/v1/platform/vendor-conversion-requests/:id/reject',
} as const;

/** Web pages of the vendor network. */
export const VENDOR_ROUTES = {
  vendors: '/dashboard/vendors',
  /** The company's own profile as a vendor, and its request to become a forwarder. */
  profile: '/dashboard/vendors/profile',
  /** The platform administrator's convert-to-FFD decisions. */
  platformConversions: '/super-user-dashboard/vendor-conversions',
} as const;

const withId = (path: string, id: number) => path.replace(':id', String(id));
export const vendorPath = (id: number) => withId(VENDOR_PATHS.item, id);
export const vendorConversionApprovePath = (id: number) => withId(VENDOR_PATHS.approveConversion, id);
export const vendorConversionRejectPath = (id: number) => withId(VENDOR_PATHS.rejectConversion, id);
