import { describe, expect, it } from 'vitest';
import { DuplicateRequestError, describeFailure, HttpError } from '../../../lib/http';
import { placeServerErrors } from '../apply-server-errors';

const FIELDS = ['name', 'permissions'] as const;

/** A refusal as the http client raises it, its title and text those of the SPEC §8 dialog. */
const refusal = (status: number, body: object) => {
  const { title, text } = describeFailure(status, body);
  return new HttpError(status, title, text, body);
};

describe('placeServerErrors', () => {
  it.each([
    {
      case: 'an entry on a field of the form goes under it, and nothing else is shown',
      error: refusal(409, {
        error: 'Conflict',
        errors: [{ field: 'name', defaultMessage: 'Name is taken' }],
      }),
      fields: [{ field: 'name', message: 'Name is taken' }],
      dialog: null,
    },
    {
      case: 'an entry on an array item goes under the array field',
      error: refusal(400, { errors: [{ field: 'permissions.3', defaultMessage: 'You cannot grant x' }] }),
      fields: [{ field: 'permissions', message: 'You cannot grant x' }],
      dialog: null,
    },
    {
      case: 'an entry without a field opens the dialog with its message',
      error: refusal(400, {
        error: 'Bad Request',
        message: 'Invalid request',
        errors: [{ defaultMessage: 'Try later' }],
      }),
      fields: [],
      dialog: { title: 'Bad Request', text: 'Try later' },
    },
    {
      case: 'an entry on a field the form does not have opens the dialog',
      error: refusal(400, {
        message: 'Invalid request',
        errors: [{ field: 'body', defaultMessage: 'Unknown field: x' }],
      }),
      fields: [],
      dialog: { title: 'Bad Request', text: 'Unknown field: x' },
    },
    {
      case: 'placed and unplaced entries: the fields show theirs, the dialog the first other one',
      error: refusal(400, {
        error: 'Bad Request',
        errors: [
          { field: 'name', defaultMessage: 'Name is taken' },
          { field: 'url', defaultMessage: 'Unknown path' },
          { defaultMessage: 'Second' },
        ],
      }),
      fields: [{ field: 'name', message: 'Name is taken' }],
      dialog: { title: 'Bad Request', text: 'Unknown path' },
    },
    {
      case: 'no entries: the dialog says the name error, else the message',
      error: refusal(404, { message: 'Role not found', errors: [] }),
      fields: [],
      dialog: { title: 'Not_Found', text: 'Role not found' },
    },
    {
      case: 'a server error is never put under a field',
      error: refusal(500, { errors: [{ field: 'name', defaultMessage: 'Broken' }] }),
      fields: [],
      dialog: { title: 'Internal_Server_Error', text: 'Broken' },
    },
    {
      case: 'a failure without an answer (the network) opens the dialog',
      error: new TypeError('Failed to fetch'),
      fields: [],
      dialog: { title: 'Error', text: 'Failed to fetch' },
    },
  ])('$case', ({ error, fields, dialog }) => {
    expect(placeServerErrors(error, FIELDS)).toEqual({ fields, dialog });
  });

  it('tells nothing of a request a newer identical one cancelled', () => {
    expect(placeServerErrors(new DuplicateRequestError(), FIELDS)).toBeNull();
  });
});
