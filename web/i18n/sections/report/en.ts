import type { Translation } from '../../fr';

const report: Translation['report'] = {
  heading: 'Analysis report',
};

export default report;
