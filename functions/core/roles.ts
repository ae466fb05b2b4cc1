/** The Cognito group whose members are admins (SPEC role ADMIN); infra creates it, route() checks it. */
export const ADMIN_GROUP = 'ADMIN';
/** The Cognito group of riders; infra and the local stack create it, route() checks it for `auth: 'rider'`. */
export const RIDER_GROUP = 'RIDER';
/** The Cognito group of pickers; infra and the local stack create it, route() checks it for `auth: 'picker'` (admins pass too). */
export const PICKER_GROUP = 'PICKER';
