import { inject } from 'vitest';
import { resetConfigForTests } from '#functions/config';
import { resetPaymentsForTests } from '#adapters/payments';

// Test files call adapters in-process: point them at the suite's engines.
Object.assign(process.env, inject('stack').env);
resetConfigForTests();
resetPaymentsForTests();
