import { describe, expect, it } from 'vitest';
import { readsSession } from '#functions/route-types';
import { jobs, routes } from '#functions/routes';
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
const originSecretId = secretId(/x-origin-verify/);

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

describe('secrets', () => {
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
      expect([{ Ref: sessionSecretId }, { Ref: paymentSecretId }, { Ref: originSecretId }]).toContainEqual(
        statement.Resource,
      );
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

/** The origin custom headers of the distribution's origin whose domain is the API's. */
function apiOriginHeaders(): { HeaderName: string; HeaderValue: unknown }[] {
  const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
  const { Origins } = distribution?.Properties?.DistributionConfig as {
    Origins: { DomainName: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
  };
  const apiOrigin = Origins.find(
    (o) => JSON.stringify(o.DomainName) === JSON.stringify({ Ref: 'ApiDomainName' }),
  );
  if (!apiOrigin) throw new Error('No API origin in the distribution');
  return apiOrigin.OriginCustomHeaders ?? [];
}

describe('origin verification: the API answers CloudFront only', () => {
  it('generates the secret in CloudFormation: 48 letters and digits, no value in the template', () => {
    const generation = secrets[originSecretId]?.Properties?.GenerateSecretString;
    expect(generation).toEqual({ PasswordLength: 48, ExcludePunctuation: true });
    expect(secrets[originSecretId]?.Properties?.SecretString).toBeUndefined();
  });

  it("sends it from the distribution's API origin as x-origin-verify, a dynamic reference, never a literal", () => {
    const headers = apiOriginHeaders();
    expect(headers.map((h) => h.HeaderName)).toEqual(['x-origin-verify']);
    expect(headers[0]!.HeaderValue).toEqual({
      'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: originSecretId }, ':SecretString:::}}']],
    });
    // The web bucket's origin gets nothing: only the API checks the header.
    const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    const origins = (distribution?.Properties?.DistributionConfig as { Origins: unknown[] }).Origins;
    expect(JSON.stringify(origins).match(/x-origin-verify/g)).toHaveLength(1);
  });

  it('tells every route function, health and the payment webhook included, the ARN and no job', () => {
    expect(routes.map((r) => r.id)).toEqual(expect.arrayContaining(['health', 'paymentWebhook']));
    for (const route of routes) {
      const variables = variablesOf(functions[functionLogicalId(route.id)]!);
      expect(variables.ORIGIN_VERIFY_SECRET_ARN, route.id).toEqual({ Ref: originSecretId });
    }
    for (const job of jobs) {
      expect(
        variablesOf(functions[functionLogicalId(job.id)]!).ORIGIN_VERIFY_SECRET_ARN,
        job.id,
      ).toBeUndefined();
    }
  });

  it('lets exactly the route functions read it, on its own ARN only', () => {
    const expected = routes.map((r) => functionLogicalId(r.id)).sort();
    expect(readersOf(originSecretId)).toEqual(expected);
    expect(expected).toContain(functionLogicalId('health'));
    expect(expected).toContain(functionLogicalId('paymentWebhook'));
    for (const job of jobs) expect(readersOf(originSecretId)).not.toContain(functionLogicalId(job.id));
  });

  it('puts the secret in no environment as a value: only its ARN, under ORIGIN_VERIFY_SECRET_ARN', () => {
    for (const [id, fn] of Object.entries(functions)) {
      const variables = variablesOf(fn);
      expect(JSON.stringify(variables), id).not.toContain('{{resolve:');
      const naming = Object.entries(variables)
        .filter(([, value]) => JSON.stringify(value).includes(originSecretId))
        .map(([name]) => name);
      expect(naming, id).toEqual(naming.length ? ['ORIGIN_VERIFY_SECRET_ARN'] : []);
    }
  });
});
