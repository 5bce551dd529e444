import { DisplayNameSchema } from '@bulwark/contracts/schemas/profile.schema';
import { EmailSchema } from '@bulwark/contracts/schemas/email.schema';

type NameAndEmailErrors = Partial<Record<'name' | 'email', string>>;

/** What is wrong with the name and the address, by the contracts' own schemas (the server's). */
export function checkNameAndEmail(name: string, email: string): NameAndEmailErrors {
  const errors: NameAndEmailErrors = {};
  const nameResult = DisplayNameSchema.safeParse(name);
  if (!nameResult.success) errors.name = nameResult.error.issues[0]?.message ?? 'Enter a name.';
  const emailResult = EmailSchema.safeParse(email);
  if (!emailResult.success)
    errors.email = emailResult.error.issues[0]?.message ?? 'Check the address.';
  return errors;
}
