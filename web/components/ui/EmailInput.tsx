import { Input, type InputProps } from './Input';

/**
 * An e-mail field with the keyboard and autofill hints phones need. Sign-in forms pass
 * `autoComplete="username"` so password managers pair the address with the password.
 */
export function EmailInput(props: Omit<InputProps, 'type'>) {
  return (
    <Input
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
