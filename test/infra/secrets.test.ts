import { describe, expect, it } from 'vitest';
import { readsSession } from '../../functions/route-types';
import { jobs, routes } from '../../functions/routes';
import { functionLogicalId } from '../../infra/constructs/project-function';
import { resourcesOf, statementsOf, synthesize, type Resource } from './synth';

const { template } = synthesize();
const functions = resourcesOf(template, 'AWS::Lambda::Function');
const secrets = resourcesOf(template, 'AWS::SecretsManager::Secret');
const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));

const secretId = (description: RegExp) => {
  const [id] =
    Object.entries(secrets).find(([, s]) => description.test(String(s.Properties?.Description))) ?? [];
  if (!id) throw new Error(`No secret described ${description}`);
  return id;
};
const sessionSecretId = secretId(/session JWT/);
const paymentSecretId = secretId(/Stripe/);

/** The functions whose role may GetSecretValue on a secret, and every resource those statements name. */
function readersOf(secretLogicalId: string): string[] {
  const roles = new Set<string>();
  for (const policy of policies) {
    const reads = statementsOf(policy).filter((s) =>
      [s.Action].flat().includes('secretsmanager:GetSecretValue'),
    );
    if (!reads.some((s) => JSON.stringify(s.Resource) === JSON.stringify({ Ref: secretLogicalId }))) continue;
    for (const role of policy.Properties?.Roles as { Ref: string }[]) roles.add(role.Ref);
  }
  return Object.entries(functions)
    .filter(([, fn]) => roles.has((fn.Properties?.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0]))
    .map(([id]) => id)
    .sort();
}

const variablesOf = (fn: Resource) =>
  (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;

describe('secrets (issue 9, item 20)', () => {
  it('puts no secret and no secret-looking variable in any function environment', () => {
    for (const [id, fn] of Object.entries(functions)) {
      const names = Object.keys(variablesOf(fn));
      const secretLooking = names.filter((n) => /^(SESSION_SECRET|STRIPE_)/.test(n) && !n.endsWith('_ARN'));
      expect(secretLooking, id).toEqual([]);
      const values = JSON.stringify(variablesOf(fn));
      expect(values, id).not.toMatch(/sk_(live|test)_|whsec_/);
    }
    // No deploy-time parameter carries a secret either (they used to be NoEcho parameters).
    expect(Object.keys(template.findParameters('*')).filter((n) => /secret|stripe/i.test(n))).toEqual([]);
  });

  it('lets exactly the functions that resolve sessions read the session secret', () => {
    const expected = routes.filter(readsSession).map((r) => functionLogicalId(r.id));
    expect(readersOf(sessionSecretId)).toEqual(expected.sort());
    expect(expected).not.toContain(functionLogicalId('health'));
    expect(expected).not.toContain(functionLogicalId('paymentWebhook'));
    for (const job of jobs) expect(expected).not.toContain(functionLogicalId(job.id));
  });

  it('lets exactly the payments functions read the Stripe secret', () => {
    const expected = routes
      .filter((r) => (r.permissions as readonly string[]).includes('payments'))
      .map((r) => functionLogicalId(r.id));
    expect(readersOf(paymentSecretId)).toEqual(expected.sort());
  });

  it('grants secret reads on a single secret ARN, never a wildcard, and nothing but GetSecretValue', () => {
    const secretStatements = policies
      .flatMap(statementsOf)
      .filter((s) => [s.Action].flat().some((a) => a.startsWith('secretsmanager:')));
    expect(secretStatements.length).toBeGreaterThan(0);
    for (const statement of secretStatements) {
      expect(statement.Action).toBe('secretsmanager:GetSecretValue');
      expect([{ Ref: sessionSecretId }, { Ref: paymentSecretId }]).toContainEqual(statement.Resource);
    }
  });

  it('tells each function only the ARNs of the secrets it may read', () => {
    for (const route of routes) {
      const variables = variablesOf(functions[functionLogicalId(route.id)]!);
      expect(variables.SESSION_SECRET_ARN, route.id).toEqual(
        readsSession(route) ? { Ref: sessionSecretId } : undefined,
      );
    }
  });
});
