import { useCurrentUser } from '@/entities/user/current-user';
import { RequireUser } from '@/features/auth/components/require-user';
import { AvatarEditor } from '@/features/profile/components/avatar-editor';
import { ProfileForm } from '@/features/profile/components/profile-form';

/** /dashboard/profile (SPEC "Profile page"): any signed-in user; everybody else goes to /login. */
export function ProfileRoute() {
  return (
    <RequireUser>
      <title>Profile · QuickBasket</title>
      <Profile />
    </RequireUser>
  );
}

function Profile() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <section aria-labelledby="profile-title" className="flex flex-col gap-4">
      <div className="rounded-2xl border border-line bg-white px-4 py-3 shadow-sm">
        <h1 id="profile-title" className="text-xl font-bold text-ink">
          Profile
        </h1>
      </div>
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <AvatarEditor user={user} />
        <div className="mt-6 border-t border-line pt-6">
          {/* Keyed by user: another sign-in starts from that user's values. */}
          <ProfileForm key={user._id} user={user} />
        </div>
      </div>
    </section>
  );
}
