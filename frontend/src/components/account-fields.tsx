import { NAME_MAX } from '@core/limits';
import { TextField, type TextFieldProps } from './text-field';

/** The account's e-mail, required, as every form that asks for it shows it (login, register, password recovery, profile). */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="Enter your email" required {...props} />;
}

/** The account holder's name, required (register, profile). */
export function NameField(props: Omit<TextFieldProps, 'label'>) {
  return <TextField label="Name" autoComplete="name" placeholder="Enter your name" maxLength={NAME_MAX} required {...props} />;
}
