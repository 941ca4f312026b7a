import type { Translation } from '../../fr';

const capture: Translation['capture'] = {
  heading: 'Capture',
};

export default capture;
