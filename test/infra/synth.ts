import type { Stack } from 'aws-cdk-lib';
import { App, NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { RouteDefinition } from '#functions/route-types';
import { jobs, routes } from '#functions/routes';
import { routeKey } from '../../infra/constructs/api';
import { functionLogicalId } from '../../infra/constructs/project-function';
import { RisqueVisionStack, type RisqueVisionStackProps } from '../../infra/stack';

/** The part of a CloudFormation resource the assertions read. */
export interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
}

/**
 * The stack as `cdk synth` builds it, minus esbuild: an empty `aws:cdk:bundling-stacks`
 * makes every function asset skip bundling, which keeps the suite offline and fast.
 */
export function synthesize(overrides: Partial<RisqueVisionStackProps> = {}) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new RisqueVisionStack(app, 'RisqueVision', {
    routes,
    jobs,
    mailFrom: 'no-reply@risquevision.ca',
    ...overrides,
  });
  const nested = stack.node.findAll().filter((node): node is NestedStack => NestedStack.isNestedStack(node));
  const templates = new Map<Stack, Template>([
    [stack, Template.fromStack(stack)],
    ...nested.map((child) => [child, Template.fromStack(child)] as const),
  ]);
  return { stack, nested, templates, template: merged(stack, templates) };
}

/**
 * The main stack with its nested stacks' resources folded in, so assertions about "the product"
 * read one template. A nested stack sees the main stack's resources through parameters: each
 * `Ref` to such a parameter is replaced by what the main stack passes (a `Ref` or `Fn::GetAtt` of
 * the resource), so references read the same wherever the resource lives.
 */
function merged(stack: Stack, templates: Map<Stack, Template>): Template {
  const main = templates.get(stack)!.toJSON() as { Resources: Record<string, Resource> };
  const resources: Record<string, unknown> = { ...main.Resources };
  for (const [child, template] of templates) {
    if (child === stack) continue;
    const nestedResource = main.Resources[stack.getLogicalId((child as NestedStack).nestedStackResource!)];
    const passed = (nestedResource?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const json = template.toJSON() as { Resources: Record<string, unknown> };
    const resolved = JSON.parse(JSON.stringify(json.Resources), (_key, value: unknown) =>
      value &&
      typeof value === 'object' &&
      'Ref' in value &&
      typeof value.Ref === 'string' &&
      value.Ref in passed
        ? passed[value.Ref]
        : value,
    ) as Record<string, unknown>;
    Object.assign(resources, resolved);
  }
  return Template.fromJSON({ ...main, Resources: resources }, { skipCyclicalDependenciesCheck: true });
}

export function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

/** A route that is not in the product's table, with no permissions. */
export const ghostRoute: RouteDefinition = {
  id: 'ghost',
  method: 'GET',
  path: '/api/ghost',
  handler: 'http/health.ts',
  audience: 'public',
  permissions: [],
};

/** The logical id a `{ Ref }` or `{ Fn::GetAtt }` value points to. */
function referencedId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if ('Ref' in value && typeof value.Ref === 'string') return value.Ref;
  if ('Fn::GetAtt' in value && Array.isArray(value['Fn::GetAtt'])) return String(value['Fn::GetAtt'][0]);
  return undefined;
}

/** `integrations/${Ref}`, as CDK writes a route's target. */
function targetIntegrationId(target: unknown): string | undefined {
  const parts = (target as { 'Fn::Join'?: [string, unknown[]] } | undefined)?.['Fn::Join']?.[1] ?? [];
  return parts.map(referencedId).find((id) => id !== undefined);
}

/**
 * Compares the template with a route table, route by route: every route needs an API route
 * `METHOD /path` integrated with its own function, and the API has no route the table lacks.
 * Returns one line per problem, so an empty list means the two agree.
 */
export function routeProblems(template: Template, table: readonly RouteDefinition[]): string[] {
  const apiRoutes = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'));
  const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');
  const functions = resourcesOf(template, 'AWS::Lambda::Function');
  const byKey = new Map(apiRoutes.map((r) => [String(r.Properties?.RouteKey), r]));
  const problems: string[] = [];
  for (const route of table) {
    const key = routeKey(route);
    const expected = functionLogicalId(route.id);
    if (!functions[expected]) problems.push(`${route.id}: no function ${expected}`);
    const apiRoute = byKey.get(key);
    if (!apiRoute) {
      problems.push(`${route.id}: no API route ${key}`);
      continue;
    }
    const integration = integrations[targetIntegrationId(apiRoute.Properties?.Target) ?? ''];
    const reached = referencedId(integration?.Properties?.IntegrationUri);
    if (reached !== expected)
      problems.push(`${route.id}: ${key} reaches ${reached ?? 'no function'}, not ${expected}`);
  }
  const tableKeys = new Set(table.map(routeKey));
  for (const key of byKey.keys()) {
    if (!tableKeys.has(key)) problems.push(`${key}: not in the route table`);
  }
  return problems;
}

/** Every IAM action of the inline policies attached to a function's role. */
export function roleActions(template: Template, functionId: string): string[] {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionId];
  if (!fn) throw new Error(`No function ${functionId}`);
  const roleId = referencedId(fn.Properties?.Role);
  const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).filter((policy) =>
    (policy.Properties?.Roles as unknown[]).some((role) => referencedId(role) === roleId),
  );
  return policies.flatMap((policy) => statementsOf(policy).flatMap((s) => [s.Action].flat()));
}

export interface Statement {
  Action: string | string[];
  Resource: unknown;
}

export function statementsOf(policy: Resource): Statement[] {
  return (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement;
}
