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
  /** Risk families (shared/knowledge/codes.ts): the results screen, the Word and Excel exports. */
  family: {
    falls: '高处坠落',
    falling_objects: '物体打击',
    machinery: '机械伤害',
    hazardous_energy: '危险能量（上锁挂牌）',
    electrical: '电气',
    chemical: '化学品',
    dust_fibres: '粉尘和纤维',
    noise: '噪声',
    vibration: '振动',
    confined_space: '受限空间',
    mobile_equipment: '移动设备',
    lifting_rigging: '起重和吊索具',
    excavation: '挖掘和沟槽',
    ergonomics: '人机工效',
    slips_trips: '滑倒和绊倒',
    fire_explosion: '火灾和爆炸',
    hot_work: '动火作业',
    thermal: '高温和低温',
    biological: '生物危害',
    psychosocial: '心理社会危害',
    radiation: '辐射',
    pressure: '压力设备',
    hand_tools: '手动工具',
    working_alone: '单独作业',
  },
} satisfies LevelsTexts;
