/**
 * Reference data as the reference-data endpoints answer it, for mocked calls: the same few
 * records in every test that needs a picker filled.
 */

/** The container size categories: one category of three sizes (ids 5, 6 and 7). */
export const CONTAINER_SIZE_CATEGORIES = [
  {
    id: 1,
    code: 'REG',
    name: 'Regular Sized',
    containerSizes: [
      { id: 5, size: "20' Standard", isoCode: '22G1', isReefer: false },
      { id: 6, size: "40' Standard", isoCode: '42G1', isReefer: false },
      { id: 7, size: "40' High Cube", isoCode: '45G1', isReefer: false },
    ],
  },
];
