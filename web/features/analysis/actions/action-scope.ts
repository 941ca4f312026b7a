/** Open actions only (to do, in progress), or every action including closed ones. */
export type ActionScope = 'open' | 'all';

/** `?status=all` lists closed actions too; anything else, the open ones. */
export function scopeOf(params: URLSearchParams): ActionScope {
  return params.get('status') === 'all' ? 'all' : 'open';
}

/** The query string showing `scope`, other parameters kept; the default (open) leaves no trace. */
export function withScope(params: URLSearchParams, scope: ActionScope): URLSearchParams {
  const next = new URLSearchParams(params);
  if (scope === 'all') next.set('status', 'all');
  else next.delete('status');
  return next;
}
