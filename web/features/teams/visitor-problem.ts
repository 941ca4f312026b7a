/** The first field a visitor left empty (spaces only count as empty), in the order of the form. */
type VisitorProblem = 'nameRequired' | 'emailRequired' | 'codeRequired';

export function visitorProblem(fields: { name: string; email: string; code: string }): VisitorProblem | null {
  if (!fields.name.trim()) return 'nameRequired';
  if (!fields.email.trim()) return 'emailRequired';
  if (!fields.code.trim()) return 'codeRequired';
  return null;
}
