/**
 * A user's profile as the table stores it (data/repos/users.ts) and the API answers it; the site
 * reads these very types (frontend/src/lib/current-user.ts).
 */
export interface UserProfile {
  _id: string;
  name: string;
  email: string;
  avatar: string;
  mobile: string;
  verify_email: boolean;
  last_login_date: string | null;
  status: 'Active' | 'Inactive' | 'Suspended';
  createdAt: string;
  updatedAt: string;
}

/** GET /api/user/user-details: the profile and the caller's role (ADMIN: the Cognito group). */
export interface ApiUser extends UserProfile {
  role: 'ADMIN' | 'USER';
}
