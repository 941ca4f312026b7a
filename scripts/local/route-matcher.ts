import type { RouteDefinition } from '#functions/route-types';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  names: string[];
}

/** A path segment decoded; one that does not decode (`%E0%A4%A`) is passed on raw, for the handler to refuse. */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches request paths against the route table's API Gateway templates (`/api/analysis/{id}`). */
export function compileRoutes(routes: readonly RouteDefinition[]) {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)(\+)?\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        names.push(param[1]!);
        return param[2] ? '(.+)' : '([^/]+)';
      })
      .join('/');
    return { route, pattern: new RegExp(`^${source}$`), names };
  });

  return {
    /** The route for this method and path; `methodMismatch` when only the path exists. */
    match(method: string, path: string): RouteMatch | 'methodMismatch' | null {
      let pathExists = false;
      for (const { route, pattern, names } of compiled) {
        const found = pattern.exec(path);
        if (!found) continue;
        pathExists = true;
        if (route.method !== method) continue;
        const params = Object.fromEntries(names.map((name, i) => [name, decodedSegment(found[i + 1]!)]));
        return { route, params };
      }
      return pathExists ? 'methodMismatch' : null;
    },
  };
}
