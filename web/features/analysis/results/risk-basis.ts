/**
 * Observed risks (found in what the user sent) come before the typical ones (expected for the
 * activity, nothing read confirms them), under their own heading; each group keeps the
 * analysis' order, which is the order the analyzers write them in.
 */
export function byBasis<R extends { basis: 'observed' | 'typical' }>(
  risks: readonly R[],
): { observed: R[]; typical: R[] } {
  return {
    observed: risks.filter((risk) => risk.basis === 'observed'),
    typical: risks.filter((risk) => risk.basis === 'typical'),
  };
}
