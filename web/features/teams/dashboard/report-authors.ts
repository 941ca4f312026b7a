import type { TeamReport } from './team-report';

export interface AuthorChoice {
  id: string;
  name: string;
}

/**
 * The author filter's choices: the team's members when the caller may list them, and every author
 * seen in the reports loaded so far (a member cannot list the team), by name, each once.
 */
export function authorChoices(
  members: readonly AuthorChoice[],
  seen: ReadonlyMap<string, string>,
  language: string,
): AuthorChoice[] {
  const byId = new Map<string, string>(seen);
  for (const member of members) byId.set(member.id, member.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, language));
}

/** The authors of a list of reports, by id: what the page remembers as it loads pages. */
export function authorsOf(reports: readonly TeamReport[]): Map<string, string> {
  const authors = new Map<string, string>();
  for (const report of reports) {
    if (report.author) authors.set(report.author.id, report.author.name || report.author.email);
  }
  return authors;
}
