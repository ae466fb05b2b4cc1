import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import * as z from 'zod';
import { email, mobile, name } from '@core/contracts/fields';
import { OTP_LENGTH } from '@core/limits';
import { Button } from '@/components/button';
import { EmailField, NameField } from '@/components/account-fields';
import { TextField } from '@/components/text-field';
import type { User } from '@/entities/user/current-user';
import { formResolver, problemText, toastFirstProblem } from '@/lib/form';
import { useUpdateUser, type ProfileInput } from '@/features/profile/api/update-user';
import { useVerifyEmail } from '@/features/profile/api/verify-email';

/** The server's rules for PUT /api/user/update-user. */
const schema = z.object({ name, email, mobile });
const labels = { name: 'Name', email: 'Email', mobile: 'Mobile' };

const valuesOf = (user: User): ProfileInput => ({ name: user.name, email: user.email, mobile: user.mobile });

/**
 * SPEC "Profile page": name, email and mobile, all required; Submit shows Loading... while it saves.
 * A new e-mail waits for the code the server mailed to it: the form asks for it under the fields.
 */
export function ProfileForm({ user }: { user: User }) {
  const { register, handleSubmit, control, reset, setValue, formState } = useForm<ProfileInput>({
    resolver: formResolver(schema),
    defaultValues: valuesOf(user),
  });
  const values = useWatch({ control });
  const filled = [values.name?.trim(), values.email?.trim(), values.mobile?.trim()].every(Boolean);
  const [pendingEmail, setPendingEmail] = useState<string>();
  const update = useUpdateUser();
  const problem = (field: keyof ProfileInput) => problemText(labels[field], formState.errors[field]);

  const onSubmit = handleSubmit((typed) => {
    if (update.isPending) return;
    update.mutate(
      { name: typed.name.trim(), email: typed.email.trim(), mobile: typed.mobile.trim() },
      {
        onSuccess: (reply) => {
          if (reply.message) toast.success(reply.message);
          // The server's spelling (bare 10-digit mobile) becomes the form's; the e-mail asked for
          // stays in its field while its code is awaited.
          if (reply.data) reset({ ...valuesOf({ ...user, ...reply.data }), email: reply.data.pendingEmail ?? reply.data.email });
          setPendingEmail(reply.data?.pendingEmail);
        },
      },
    );
  }, toastFirstProblem(labels));

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex max-w-xl flex-col gap-4" noValidate>
      <NameField {...register('name')} error={problem('name')} />
      <EmailField {...register('email')} error={problem('email')} />
      <TextField
        label="Mobile"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="Enter your mobile"
        hint="10-digit Indian mobile number."
        maxLength={16}
        {...register('mobile')}
        error={problem('mobile')}
        required
      />
      <Button type="submit" size="lg" className="mt-1 w-full sm:w-auto sm:self-start sm:px-10" disabled={!filled || update.isPending}>
        {update.isPending ? 'Loading...' : 'Submit'}
      </Button>
      {pendingEmail ? (
        <EmailCode
          email={pendingEmail}
          onConfirmed={(confirmed) => {
            setPendingEmail(undefined);
            setValue('email', confirmed);
          }}
        />
      ) : null}
    </form>
  );
}

/** The code mailed to the new address; until it is confirmed the account keeps the old one. */
function EmailCode({ email, onConfirmed }: { email: string; onConfirmed: (email: string) => void }) {
  const [code, setCode] = useState('');
  const verify = useVerifyEmail();
  const complete = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);

  const confirm = () => {
    if (!complete || verify.isPending) return;
    verify.mutate(code, {
      onSuccess: (reply) => {
        if (reply.message) toast.success(reply.message);
        onConfirmed(reply.data?.email ?? email);
      },
    });
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-slate-50 p-4" role="group" aria-label="Confirm your new email">
      <TextField
        label={`Code sent to ${email}`}
        name="email-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        placeholder={`${OTP_LENGTH}-digit code`}
        hint="Your account keeps its current email until you enter this code."
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        onKeyDown={(event) => {
          // Enter confirms the code, not the profile form around it.
          if (event.key === 'Enter') {
            event.preventDefault();
            confirm();
          }
        }}
      />
      <Button type="button" onClick={confirm} className="sm:self-start sm:px-8" disabled={!complete || verify.isPending}>
        {verify.isPending ? 'Loading...' : 'Confirm email'}
      </Button>
    </div>
  );
}
