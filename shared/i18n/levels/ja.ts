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
  /** Risk families (shared/knowledge/codes.ts): the results screen, the Word and Excel exports. */
  family: {
    falls: '高所からの墜落',
    falling_objects: '飛来・落下物',
    machinery: '機械',
    hazardous_energy: '危険なエネルギー（ロックアウト）',
    electrical: '電気',
    chemical: '化学物質',
    dust_fibres: '粉じん・繊維',
    noise: '騒音',
    vibration: '振動',
    confined_space: '閉鎖空間',
    mobile_equipment: '移動式機械',
    lifting_rigging: '揚重・玉掛け',
    excavation: '掘削・溝',
    ergonomics: '人間工学',
    slips_trips: '滑り・つまずき',
    fire_explosion: '火災・爆発',
    hot_work: '火気使用作業',
    thermal: '暑熱・寒冷',
    biological: '生物学的有害要因',
    psychosocial: '心理社会的リスク',
    radiation: '放射線',
    pressure: '圧力機器',
    hand_tools: '手工具',
    working_alone: '単独作業',
  },
} satisfies LevelsTexts;
