import { others } from '../citations';
import { WHMIS, WHMIS_CANADA } from '../rows-health';

/** Citations shared by several hazards of this folder. */
export const WHMIS_CITATIONS = [...WHMIS_CANADA, ...others('hazardous-products-whmis'), WHMIS.us, WHMIS.gb];
