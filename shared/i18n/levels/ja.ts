import type { LevelsTexts } from './fr';

export default {
  risk: {
    critical: '重大',
    high: '高',
    medium: '中',
    low: '低',
  },
  control: {
    elimination: '除去',
    substitution: '代替',
    engineering: '工学的対策',
    administrative: '管理的対策',
    ppe: '個人用保護具（PPE）',
  },
} satisfies LevelsTexts;
