import { moduleAccess } from '../permissions/catalogue';

/** Any one of these opens the matching screens and calls of the Masters module (issue 4). */
export const MASTERS_ACCESS = moduleAccess('masters', 'Masters');
