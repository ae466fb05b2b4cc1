import * as z from 'zod';
import type { ApiUser, UpdatedProfile, UserProfile } from '../user.js';
import type { Call, NoBody } from './envelope.js';
import { email, mobile, name, otp, password, uploadedImage } from './fields.js';
import { pincode } from './store.js';

/** The account calls (SPEC section 7, /api/user/*): their bodies and replies. */

export const registerBody = z
  .object({ name, email, password, confirmPassword: z.string() })
  .refine((b) => b.password === b.confirmPassword, { message: 'password and confirm password must be same', path: [] });

export const loginBody = z.object({ email, password: z.string().min(1, 'is required').max(256) });

export const forgotPasswordBody = z.object({ email });

export const verifyOtpBody = z.object({ email, otp });

/** The spec's body; the proof comes as `resetToken` or as the cookie the OTP check set. */
export const resetPasswordBody = z
  .object({ email, newPassword: password, confirmPassword: z.string(), resetToken: z.string().min(1, 'is required').max(200).optional() })
  .refine((b) => b.newPassword === b.confirmPassword, { message: 'New password and confirm password must be same', path: [] });

/** The spec's body; `pincode` (optional) is where the shopper wants things delivered (the header's choice). */
const profileUpdate = z.object({ name, email, mobile, pincode: pincode.optional() });
/** The delivery pincode alone (the header's location picker): the rest of the profile stays as it is. */
const pincodeUpdate = z.object({ pincode });

export type ProfileUpdateRequest = z.input<typeof profileUpdate>;
export type UpdateUserRequest = ProfileUpdateRequest | z.input<typeof pincodeUpdate>;
export type UpdateUserInput = z.output<typeof profileUpdate> | z.output<typeof pincodeUpdate>;

const onlyPincode = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 1 && 'pincode' in value;

/**
 * Either body, each checked by its own schema so a problem is worded as that field's (a union would
 * answer "Invalid input" for a bad name): `{ pincode }` alone saves the pincode only.
 */
export const updateUserBody = z.unknown().transform((value, ctx): UpdateUserInput => {
  const parsed = (onlyPincode(value) ? pincodeUpdate : profileUpdate).safeParse(value);
  if (parsed.success) return parsed.data;
  // The issues as they are (code, path, message), so route() words them as for any body.
  for (const issue of parsed.error.issues) ctx.addIssue(issue as z.core.$ZodRawIssue);
  return z.NEVER;
});

/** DESIGN.md deliberate change: the URL of an image uploaded through /api/file/upload (purpose avatar). */
export const uploadAvatarBody = z.object({ avatar: uploadedImage('avatar') });

export const verifyEmailBody = z.object({ otp });

export type RegisterRequest = z.input<typeof registerBody>;
export type LoginRequest = z.input<typeof loginBody>;
export type VerifyOtpRequest = z.input<typeof verifyOtpBody>;
export type ResetPasswordRequest = z.input<typeof resetPasswordBody>;

export interface LoginReply {
  accesstoken: string;
  refreshToken: string;
  expiresIn?: number;
}

export interface RefreshTokenReply {
  accessToken: string;
}

/** The single-use proof a password reset needs (also set as a cookie). */
export interface VerifyOtpReply {
  resetToken: string;
}

export interface AvatarReply {
  _id: string;
  avatar: string;
}

export interface UserCalls {
  /** No user id in the answer: it is the same for an e-mail that already has an account. */
  'POST /api/user/register': Call<RegisterRequest, null>;
  'POST /api/user/login': Call<LoginRequest, LoginReply>;
  'PUT /api/user/forgot-password': Call<z.input<typeof forgotPasswordBody>, null>;
  'PUT /api/user/verify-forgot-password-otp': Call<VerifyOtpRequest, VerifyOtpReply>;
  'PUT /api/user/reset-password': Call<ResetPasswordRequest, null>;
  /** The refresh token comes as the Bearer token (SPEC section 7). */
  'POST /api/user/refresh-token': Call<NoBody, RefreshTokenReply>;
  'GET /api/user/user-details': Call<NoBody, ApiUser>;
  /** The refresh token to revoke comes in the X-Refresh-Token header. */
  'GET /api/user/logout': Call<NoBody, null>;
  'PUT /api/user/upload-avatar': Call<z.input<typeof uploadAvatarBody>, AvatarReply>;
  /** A new e-mail waits for the code mailed to it (verify-email): `pendingEmail`. */
  'PUT /api/user/update-user': Call<UpdateUserRequest, UpdatedProfile>;
  'POST /api/user/verify-email': Call<z.input<typeof verifyEmailBody>, UserProfile>;
}
