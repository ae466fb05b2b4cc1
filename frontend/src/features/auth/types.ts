/** SPEC section 3: User (the fields the client reads). */
export interface User {
  _id: string;
  name: string;
  email: string;
  avatar?: string;
  mobile?: string | number | null;
  verify_email?: boolean;
  last_login_date?: string;
  status?: string;
  /** 'ADMIN' for admins; other values are not specified. */
  role?: string;
}

export const isAdmin = (user: User | null | undefined): boolean => user?.role === 'ADMIN';
