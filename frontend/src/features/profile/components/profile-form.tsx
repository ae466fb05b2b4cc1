import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { NAME_MAX } from '../../../../../functions/core/limits';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { User } from '../../../lib/current-user';
import { useUpdateUser, type ProfileInput } from '../api/update-user';

const valuesOf = (user: User): ProfileInput => ({ name: user.name, email: user.email, mobile: user.mobile });

/** SPEC "Profile page": name, email and mobile, all required; Submit shows Loading... while it saves. */
export function ProfileForm({ user }: { user: User }) {
  const [values, setValues] = useState(() => valuesOf(user));
  const update = useUpdateUser();
  const filled = values.name.trim() !== '' && values.email.trim() !== '' && values.mobile.trim() !== '';

  const set = (field: keyof ProfileInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || update.isPending) return;
    update.mutate(
      { name: values.name.trim(), email: values.email.trim(), mobile: values.mobile.trim() },
      {
        onSuccess: (reply) => {
          if (reply.message) toast.success(reply.message);
          // The server's spelling (lower-case e-mail, bare 10-digit mobile) becomes the form's.
          if (reply.data) setValues(valuesOf({ ...user, ...reply.data }));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4" noValidate>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        placeholder="Enter your name"
        maxLength={NAME_MAX}
        value={values.name}
        onChange={set('name')}
        required
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="Enter your email"
        value={values.email}
        onChange={set('email')}
        required
      />
      <TextField
        label="Mobile"
        type="tel"
        name="mobile"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="Enter your mobile"
        hint="10-digit Indian mobile number."
        maxLength={16}
        value={values.mobile}
        onChange={set('mobile')}
        required
      />
      <Button type="submit" size="lg" className="mt-1 w-full sm:w-auto sm:self-start sm:px-10" disabled={!filled || update.isPending}>
        {update.isPending ? 'Loading...' : 'Submit'}
      </Button>
    </form>
  );
}
