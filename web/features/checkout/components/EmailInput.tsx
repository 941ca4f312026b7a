import { Input, type InputProps } from '../../../components/ui/Input';

/** An e-mail field with the keyboard and autofill hints phones need. */
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
