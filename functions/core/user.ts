/**
 * A user's profile as the table stores it (data/repos/users.ts) and the API answers it; the site
 * reads these very types (frontend/src/entities/user/current-user.ts).
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
  /** Where the shopper wants things delivered (the site's header picks the store by it); absent until chosen. */
  pincode?: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * PUT /api/user/update-user: the saved profile; with `pendingEmail` when the e-mail asked for waits
 * for the code mailed to it (POST /api/user/verify-email), the profile keeping the old one until then.
 */
export interface UpdatedProfile extends UserProfile {
  pendingEmail?: string;
}

/** GET /api/user/user-details: the profile and the caller's role (ADMIN, RIDER: the Cognito groups; ADMIN wins). */
export interface ApiUser extends UserProfile {
  role: 'ADMIN' | 'RIDER' | 'PICKER' | 'USER';
}
