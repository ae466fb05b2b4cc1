import { cn } from '@/lib/cn';
import type { ApiUser as User } from '@core/user';

interface UserAvatarProps {
  user: Pick<User, 'name' | 'avatar' | 'email'>;
  className?: string;
}

/** The profile picture, or the first letter of the name on a coloured disc. Decorative: the name is always beside it. */
export function UserAvatar({ user, className }: UserAvatarProps) {
  const initial = (user.name.trim() || user.email).charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent font-bold text-ink ring-2 ring-white',
        className,
      )}
    >
      {user.avatar ? <img src={user.avatar} alt="" className="size-full object-cover" /> : initial}
    </span>
  );
}
