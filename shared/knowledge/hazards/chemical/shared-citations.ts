import { others } from '../citations';
import { WHMIS } from '../rows-health';

/** Citations shared by several hazards of this folder. */
export const WHMIS_CITATIONS = [
  WHMIS.qc,
  WHMIS.qcAct,
  WHMIS.on,
  WHMIS.bc,
  WHMIS.ab,
  WHMIS.federal,
  ...others('hazardous-products-whmis'),
  WHMIS.us,
  WHMIS.gb,
];
