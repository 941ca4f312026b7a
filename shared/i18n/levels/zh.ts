import type { LevelsTexts } from './fr';

export default {
  risk: {
    critical: '危急',
    high: '高',
    medium: '中',
    low: '低',
  },
  control: {
    elimination: '消除',
    substitution: '替代',
    engineering: '工程控制',
    administrative: '管理控制',
    ppe: '个人防护装备（PPE）',
  },
} satisfies LevelsTexts;
