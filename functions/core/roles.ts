/** The Cognito group whose members are admins (SPEC role ADMIN); infra creates it, route() checks it. */
export const ADMIN_GROUP = 'ADMIN';
