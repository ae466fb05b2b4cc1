import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { UserAvatar } from '@/components/user-avatar';
import type { User } from '@/entities/user/current-user';
import { IMAGE_ACCEPT, IMAGE_TYPE_NAMES, MAX_IMAGE_SIZE } from '@/lib/upload-image';
import { takeChosenImage } from '@/lib/chosen-image';
import { useChangeAvatar } from '@/features/profile/api/upload-avatar';

/** SPEC "Profile page": the avatar with Edit, which opens a popup to upload an image (Loading... meanwhile). */
export function AvatarEditor({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:gap-5">
      <UserAvatar user={user} className="size-24 text-4xl ring-4 shadow-md" />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <p className="text-center text-lg font-bold break-all text-ink sm:text-left">{user.name || user.email}</p>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label="Edit profile picture">
          <PencilIcon />
          Edit
        </Button>
      </div>
      {open ? <AvatarDialog user={user} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function AvatarDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const change = useChangeAvatar();

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenImage(event);
    if (!file) return;
    change.mutate(file, {
      onSuccess: (reply) => {
        if (reply.message) toast.success(reply.message);
        onClose();
      },
    });
  };

  return (
    <Dialog open onClose={onClose} title="Profile picture" size="sm">
      <div className="flex flex-col items-center gap-4 py-2">
        <UserAvatar user={user} className="size-32 text-5xl ring-4 shadow-md" />
        <Button
          onClick={() => fileInput.current?.click()}
          disabled={change.isPending}
          aria-describedby={hintId}
          data-autofocus
          className="w-full sm:w-auto"
        >
          {change.isPending ? 'Loading...' : 'Upload Image'}
        </Button>
        <p id={hintId} className="text-center text-xs text-ink-muted">
          {IMAGE_TYPE_NAMES}, up to {MAX_IMAGE_SIZE}.
        </p>
        <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} hidden onChange={onFileChosen} aria-label="Choose a profile picture" />
      </div>
    </Dialog>
  );
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="m13.5 3.5 3 3L7 16H4v-3z" strokeLinejoin="round" />
    </svg>
  );
}
